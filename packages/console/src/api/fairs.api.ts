// The job fair calls (issue 19): the fair list, a fair's detail with the company's sign-up, signing
// up with chosen jobs, changing them, cancelling, and the candidates who applied through a fair.
import { request } from './client';
import type { Candidate } from './talent.api';

/** 1 报名中 (takes sign-ups), 2 进行中, 3 已结束: derived by the server from the dates. */
export const FAIR_STATUS = { signup: 1, running: 2, ended: 3 } as const;
export type FairStatus = (typeof FAIR_STATUS)[keyof typeof FAIR_STATUS];
export const FAIR_TYPE = { online: 1, onsite: 2 } as const;
export type FairType = (typeof FAIR_TYPE)[keyof typeof FAIR_TYPE];

export interface Fair {
  id: number;
  title: string;
  type: FairType;
  organizer: string | null;
  address: string | null;
  startAt: string;
  endAt: string;
  status: FairStatus;
}

export interface FairRow extends Fair {
  companyCount: number;
  signedUp: boolean;
  boothNo: string | null;
  jobCount: number;
}

export interface FairSlot {
  startAt: string;
  endAt: string;
  title: string;
}

export interface Signup {
  boothNo: string | null;
  createdAt: string;
  jobs: { id: number; title: string; status: number }[];
}

export interface FairDetail extends Fair {
  description: string | null;
  schedule: FairSlot[];
  companyCount: number;
  signup: Signup | null;
}

export interface FairApplication {
  id: number;
  resumeId: number;
  candidate: Candidate;
  job: { id: number; title: string };
  createdAt: string;
}

export interface FairQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  type?: string;
  status?: string;
  mine?: string;
}

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

async function pageOf<T>(path: string, query: object): Promise<{ list: T[]; total: number }> {
  const data = await request<{ list: T[]; count?: number; total?: number }>(`${path}?${queryString(query)}`);
  return { list: data.list, total: Number(data.total ?? data.count ?? 0) };
}

const FAIR = 'front/v1/fair';
export const fetchFairs = (query: FairQuery) => pageOf<FairRow>(FAIR, query);
export const fetchFair = (id: number) => request<FairDetail>(`${FAIR}/${id}`);
export const fetchFairApplications = (id: number, query: { pageNum: number; pageSize: number }) => pageOf<FairApplication>(`${FAIR}/${id}/applications`, query);
export const signUpToFair = (id: number, jobIds: number[]) => request<Signup>(`${FAIR}/${id}/signup`, { method: 'POST', body: { jobIds } });
export const changeFairJobs = (id: number, jobIds: number[]) => request<Signup>(`${FAIR}/${id}/signup`, { method: 'PUT', body: { jobIds } });
export const cancelFairSignup = (id: number) => request<null>(`${FAIR}/${id}/signup`, { method: 'DELETE' });
