// The candidate-side calls (issue 17's contract): open resume search, the company's talent pool,
// the caller's favourites, the candidates the caller chatted with, and union recommendations.
// Company-scoped on the server; every failure goes through the console's error policy (a toast
// with the server's message) and rejects with an ApiError.
import {
  TALENT_PATHS,
  pathTo,
  type Candidate,
  type Expectation,
  type Favourite,
  type FavouriteAdded,
  type TalentEdit,
  type TalentEntry,
  type TalentQuery,
} from '@employment-cloud/api-contract';
import { request } from './client';

/** A candidate as every candidate-side list shows them, and their first expectation: the contract's. */
export type { Candidate, Expectation };
/** A talent-pool entry, a favourite, and their queries and edit: the contract's (talent). */
export type { Favourite, TalentEdit, TalentEntry, TalentQuery };

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

export const fetchTalent = (query: TalentQuery) => pageOf<TalentEntry>(pathTo(TALENT_PATHS.list), query);
export const addTalent = (resumeId: number) => request<TalentEntry>(pathTo(TALENT_PATHS.add), { method: 'POST', body: { resumeId } });
export const updateTalent = (id: number, edit: TalentEdit) => request<TalentEntry>(pathTo(TALENT_PATHS.update, { id }), { method: 'PUT', body: edit });
export const removeTalent = (id: number) => request<null>(pathTo(TALENT_PATHS.remove, { id }), { method: 'DELETE' });

export const fetchFavourites = (query: Paging) => pageOf<Favourite>(pathTo(TALENT_PATHS.favourites), query);
export const addFavourite = (resumeId: number) => request<FavouriteAdded>(pathTo(TALENT_PATHS.addFavourite), { method: 'POST', body: { resumeId } });
export const removeFavourite = (id: number) => request<null>(pathTo(TALENT_PATHS.removeFavourite, { id }), { method: 'DELETE' });

export const fetchContacted = (query: Paging) => pageOf<Contact>('front/v1/contacted', query);

const RECOMMEND = 'front/v1/recommend';
export const fetchRecommendations = (query: Paging) => pageOf<Recommendation>(RECOMMEND, query);
export const acceptRecommendation = (id: number) => request<{ talentId: number }>(`${RECOMMEND}/${id}/accept`, { method: 'POST' });
export const dismissRecommendation = (id: number) => request<unknown>(`${RECOMMEND}/${id}/dismiss`, { method: 'POST' });
