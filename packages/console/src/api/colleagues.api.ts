// The main admin's colleagues (front/v1/colleague…): every call is refused to anyone else (403).
// Failures go through the console's error policy and reject with an ApiError.
import { request } from './client';

export interface Colleague {
  id: number;
  username: string;
  name: string;
  mobile: string | null;
  isMainAdmin: boolean;
  /** Whether they have a recruiter card (有名片 / 无名片). */
  hasCard: boolean;
  disabled: boolean;
  createdAt: string;
  /** This month (China time): jobs created, chats started, interviews arranged. */
  activity: { jobs: number; chats: number; interviews: number };
}

export interface NewColleague {
  username: string;
  name: string;
  mobile: string;
}

/** A colleague with the one-time password the server answers once (on creation or reset). */
export interface WithPassword {
  colleague: Colleague;
  password: string;
}

export type ColleagueStatus = 'enabled' | 'disabled';

export interface ColleagueQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: ColleagueStatus;
}

export async function fetchColleagues(query: ColleagueQuery): Promise<{ list: Colleague[]; total: number }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const { list, count } = await request<{ list: Colleague[]; count: number }>(`front/v1/colleague?${params}`);
  return { list, total: count };
}

export const addColleague = (body: NewColleague) => request<WithPassword>('front/v1/colleague', { method: 'POST', body });
export const disableColleague = (id: number) => request<Colleague>(`front/v1/colleague/${id}/disable`, { method: 'POST' });
export const enableColleague = (id: number) => request<Colleague>(`front/v1/colleague/${id}/enable`, { method: 'POST' });
export const resetColleaguePassword = (id: number) => request<WithPassword>(`front/v1/colleague/${id}/reset-password`, { method: 'POST' });

/** What a handover moved to the colleague who took over (front/v1/colleague/:id/handover). */
export interface Handover {
  from: { id: number; name: string };
  to: { id: number; name: string };
  moved: { jobs: number; contacts: number; favourites: number; interviews: number };
  /** Candidates told in chat who their contact is now. */
  notified: number;
}

export const handOverColleague = (id: number, targetId: number) =>
  request<Handover>(`front/v1/colleague/${id}/handover`, { method: 'POST', body: { targetId } });
