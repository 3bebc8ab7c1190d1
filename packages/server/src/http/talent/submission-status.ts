import type { SubmissionStatus } from '@employment-cloud/api-contract';
import { sql } from 'kysely';

/**
 * A submission's status (the contract's SUBMISSION_STATUSES), derived where it can be so it never disagrees with its source: an
 * interview for that job with the candidate, unless cancelled (interviews.status 4), wins; then
 * the company's latest score of the candidate (POST /front/v1/company-score/add, score_type 3 合适, 2 待定, 1 不合适); then whether
 * a company user opened it (viewed) or not (new). Reads `resume_submissions as s`, `resumes as r`.
 */
export const submissionStatus = sql<SubmissionStatus>`(case
  when exists (select 1 from interviews i where i.company_id = s.company_id and i.candidate_id = r.user_id and i.job_id = s.job_id and i.status <> 4) then 'interview'
  else coalesce(
    (select case cs.score_type when 3 then 'suitable' when 2 then 'pending' when 1 then 'unsuitable' end
      from company_scores cs where cs.company_id = s.company_id and cs.target_user_id = r.user_id
      order by cs.created_at desc, cs.id desc limit 1),
    case when s.viewed_at is null then 'new' else 'viewed' end)
end)`;
