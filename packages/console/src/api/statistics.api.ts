// The recruitment data (GET /front/v1/statistics/recruiting): the company's numbers per China day
// and per job over a range of days, as the contract (@employment-cloud/api-contract, statistics)
// types them. Failures go through the console's error policy and reject with an ApiError.
import { STATISTICS_PATHS, pathTo, type RecruitingData, type RecruitingRange } from '@employment-cloud/api-contract';
import { request } from './client';

/** start / end: YYYY-MM-DD, both included (the server's default: the last 30 days). */
export const fetchRecruitingData = (range: Required<RecruitingRange>) =>
  request<RecruitingData>(`${pathTo(STATISTICS_PATHS.recruiting)}?${new URLSearchParams(range)}`);
