import type { PipelineStage } from '@employment-cloud/api-contract';
import { sql } from 'kysely';

/**
 * A submission's stage in the job's candidate pipeline (issue 32), derived from what the
 * recruiter already does, so it never disagrees with its sources and needs no state of its own.
 * The latest interview for that job with the candidate, unless cancelled (interviews.status 4),
 * decides first: outcome 3 已录用 is `hired`; declined by the candidate (status 3) or outcome 2
 * 未到场 is `rejected`; a 不合适 score given after that interview was sent is `rejected` too (the
 * verdict after meeting them); otherwise `interview` (pending, accepted, or attended and not yet
 * decided). Without one, the company's latest score of the candidate: 3 合适 `suitable`,
 * 1 不合适 `rejected`; 2 待定, or no score, stays `new` (still being screened). The rules are
 * docs/candidate-pipeline.md's. Reads `resume_submissions as s`, `resumes as r`.
 */

export const submissionStage = sql<PipelineStage>`(select case
    when li.outcome = 3 then 'hired'
    when li.status = 3 or li.outcome = 2 then 'rejected'
    when li.id is not null and ls.score_type = 1 and ls.created_at > li.created_at then 'rejected'
    when li.id is not null then 'interview'
    when ls.score_type = 3 then 'suitable'
    when ls.score_type = 1 then 'rejected'
    else 'new'
  end
  from (select 1) as one
  left join lateral (select i.id, i.status, i.outcome, i.created_at from interviews i
    where i.company_id = s.company_id and i.candidate_id = r.user_id and i.job_id = s.job_id and i.status <> 4
    order by i.created_at desc, i.id desc limit 1) as li on true
  left join lateral (select cs.score_type, cs.created_at from company_scores cs
    where cs.company_id = s.company_id and cs.target_user_id = r.user_id
    order by cs.created_at desc, cs.id desc limit 1) as ls on true)`;
