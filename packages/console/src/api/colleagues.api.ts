// The main admin's colleagues (front/v1/colleague…): every call is refused to anyone else (403).
// Requests and answers are the contract's (@employment-cloud/api-contract, colleagues).
// Failures go through the console's error policy and reject with an ApiError.
import {
  COLLEAGUE_PATHS,
  pathTo,
  type Colleague,
  type ColleagueListQuery,
  type ColleagueWithPassword,
  type Handover,
  type HandoverRequest,
  type ListOf,
  type NewColleague,
} from '@employment-cloud/api-contract';
import { request } from './client';

export async function fetchColleagues(query: ColleagueListQuery): Promise<{ list: Colleague[]; total: number }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const { list, count } = await request<ListOf<Colleague>>(`${pathTo(COLLEAGUE_PATHS.list)}?${params}`);
  return { list, total: count };
}

export const addColleague = (body: NewColleague) => request<ColleagueWithPassword>(pathTo(COLLEAGUE_PATHS.add), { method: 'POST', body });
export const disableColleague = (id: number) => request<Colleague>(pathTo(COLLEAGUE_PATHS.disable, { id }), { method: 'POST' });
export const enableColleague = (id: number) => request<Colleague>(pathTo(COLLEAGUE_PATHS.enable, { id }), { method: 'POST' });
export const resetColleaguePassword = (id: number) => request<ColleagueWithPassword>(pathTo(COLLEAGUE_PATHS.resetPassword, { id }), { method: 'POST' });

/** 移交工作: the disabled colleague's work goes to targetId; answers what moved. */
export const handOverColleague = (id: number, targetId: number) =>
  request<Handover>(pathTo(COLLEAGUE_PATHS.handover, { id }), { method: 'POST', body: { targetId } satisfies HandoverRequest });
