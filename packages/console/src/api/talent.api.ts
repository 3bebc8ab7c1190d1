// The candidate-side calls (issue 17's contract): open resume search, the company's talent pool,
// the caller's favourites, the candidates the caller chatted with, and union recommendations.
// Company-scoped on the server; every failure goes through the console's error policy (a toast
// with the server's message) and rejects with an ApiError.
import type { Candidate, Expectation } from '@employment-cloud/api-contract';
import { request } from './client';

/** A candidate as every candidate-side list shows them, and their first expectation: the contract's. */
export type { Candidate, Expectation };

export interface ResumeHit {
  resumeId: number;
  candidate: Candidate;
  expectation: Expectation | null;
  /** The latest experience, one line. */
  experience: string | null;
  updatedAt: string;
  activeAt: string | null;
  /** Whether anyone of the company keeps it as a favourite. */
  favourited: boolean;
  /** The caller's own favourite of it, to remove it. */
  favouriteId: number | null;
  /** The company's talent-pool entry of it. */
  talentId: number | null;
}

export interface TalentEntry {
  id: number;
  resumeId: number;
  candidate: Candidate;
  expectation: Expectation | null;
  tags: string[];
  note: string | null;
  source: string | null;
  createdAt: string;
}

export interface Favourite {
  id: number;
  resumeId: number;
  candidate: Candidate;
  expectation: Expectation | null;
  experience: string | null;
  createdAt: string;
}

export interface Contact {
  id: number;
  resumeId: number;
  candidate: Candidate;
  job: { id: number; title: string } | null;
  firstContactAt: string;
  lastContactAt: string;
}

export interface Recommendation {
  id: number;
  resumeId: number;
  candidate: Candidate;
  expectation: Expectation | null;
  unionName: string;
  note: string | null;
  createdAt: string;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export interface ResumeQuery extends Paging {
  position?: string;
  city?: string;
  degree?: string;
  workYears?: number;
  workYearsMax?: number;
  salaryMin?: number;
  salaryMax?: number;
  keyword?: string;
}

export interface TalentQuery extends Paging {
  keyword?: string;
  tag?: string;
}

export interface TalentEdit {
  tags: string[];
  note: string | null;
}

type Page<T> = { list: T[]; total: number };

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** A page of a list; the server's envelope names the total `count` (docs/console.md §3). */
async function pageOf<T>(path: string, query: object): Promise<Page<T>> {
  const data = await request<{ list: T[]; total?: number; count?: number }>(`${path}?${queryString(query)}`);
  return { list: data.list, total: Number(data.total ?? data.count ?? 0) };
}

export const searchResumes = (query: ResumeQuery) => pageOf<ResumeHit>('front/v1/resume/search', query);

const TALENT = 'front/v1/talent';
export const fetchTalent = (query: TalentQuery) => pageOf<TalentEntry>(TALENT, query);
export const addTalent = (resumeId: number) => request<TalentEntry>(TALENT, { method: 'POST', body: { resumeId } });
export const updateTalent = (id: number, edit: TalentEdit) => request<TalentEntry>(`${TALENT}/${id}`, { method: 'PUT', body: edit });
export const removeTalent = (id: number) => request<null>(`${TALENT}/${id}`, { method: 'DELETE' });

const FAVOURITE = 'front/v1/favourite';
export const fetchFavourites = (query: Paging) => pageOf<Favourite>(FAVOURITE, query);
export const addFavourite = (resumeId: number) => request<{ id: number; resumeId: number }>(FAVOURITE, { method: 'POST', body: { resumeId } });
export const removeFavourite = (id: number) => request<null>(`${FAVOURITE}/${id}`, { method: 'DELETE' });

export const fetchContacted = (query: Paging) => pageOf<Contact>('front/v1/contacted', query);

const RECOMMEND = 'front/v1/recommend';
export const fetchRecommendations = (query: Paging) => pageOf<Recommendation>(RECOMMEND, query);
export const acceptRecommendation = (id: number) => request<{ talentId: number }>(`${RECOMMEND}/${id}/accept`, { method: 'POST' });
export const dismissRecommendation = (id: number) => request<unknown>(`${RECOMMEND}/${id}/dismiss`, { method: 'POST' });
