// The candidate-side calls (issue 17's contract): open resume search, the company's talent pool,
// the caller's favourites, the candidates the caller chatted with, and union recommendations.
// Company-scoped on the server; every failure goes through the console's error policy (a toast
// with the server's message) and rejects with an ApiError.
import {
  CANDIDATE_LIST_PATHS,
  TALENT_PATHS,
  pathTo,
  type Candidate,
  type Contact,
  type ContactedQuery,
  type Expectation,
  type Favourite,
  type FavouriteAdded,
  type FavouriteQuery,
  type Recommendation,
  type RecommendationAccepted,
  type RecommendationHandled,
  type RecommendQuery,
  type ResumeHit,
  type ResumeQuery,
  type TalentEdit,
  type TalentEntry,
  type TalentQuery,
} from '@employment-cloud/api-contract';
import { request } from './client';

/** A candidate as every candidate-side list shows them, and their first expectation: the contract's. */
export type { Candidate, Expectation };
/** A talent-pool entry, a favourite, and their queries and edit: the contract's (talent). */
export type { Favourite, TalentEdit, TalentEntry, TalentQuery };
/** An open resume found, a contact, a recommendation, and the search's query: the contract's. */
export type { Contact, Recommendation, ResumeHit, ResumeQuery };

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

export const searchResumes = (query: ResumeQuery) => pageOf<ResumeHit>(pathTo(CANDIDATE_LIST_PATHS.resumeSearch), query);

export const fetchTalent = (query: TalentQuery) => pageOf<TalentEntry>(pathTo(TALENT_PATHS.list), query);
export const addTalent = (resumeId: number) => request<TalentEntry>(pathTo(TALENT_PATHS.add), { method: 'POST', body: { resumeId } });
export const updateTalent = (id: number, edit: TalentEdit) => request<TalentEntry>(pathTo(TALENT_PATHS.update, { id }), { method: 'PUT', body: edit });
export const removeTalent = (id: number) => request<null>(pathTo(TALENT_PATHS.remove, { id }), { method: 'DELETE' });

export const fetchFavourites = (query: FavouriteQuery) => pageOf<Favourite>(pathTo(TALENT_PATHS.favourites), query);
export const addFavourite = (resumeId: number) => request<FavouriteAdded>(pathTo(TALENT_PATHS.addFavourite), { method: 'POST', body: { resumeId } });
export const removeFavourite = (id: number) => request<null>(pathTo(TALENT_PATHS.removeFavourite, { id }), { method: 'DELETE' });

export const fetchContacted = (query: ContactedQuery) => pageOf<Contact>(pathTo(CANDIDATE_LIST_PATHS.contacted), query);

export const fetchRecommendations = (query: RecommendQuery) => pageOf<Recommendation>(pathTo(CANDIDATE_LIST_PATHS.recommendations), query);
export const acceptRecommendation = (id: number) => request<RecommendationAccepted>(pathTo(CANDIDATE_LIST_PATHS.accept, { id }), { method: 'POST' });
export const dismissRecommendation = (id: number) => request<RecommendationHandled>(pathTo(CANDIDATE_LIST_PATHS.dismiss, { id }), { method: 'POST' });
