import { sql, type Kysely } from 'kysely';
import { runStatements } from './statements';

// Indexes for the candidate policy (src/auth/candidate-policy.ts), which asks on every request
// that names a candidate whether that candidate dealt with the caller's company: each dealing
// is then one index probe by candidate (or resume) and company rather than a scan.
const indexes = {
  resume_submissions_resume_company_idx: 'resume_submissions (resume_id, company_id)',
  favourites_resume_company_idx: 'favourites (resume_id, company_id)',
  union_recommendations_resume_company_idx: 'union_recommendations (resume_id, company_id)',
  interviews_candidate_company_idx: 'interviews (candidate_id, company_id)',
  help_signups_user_company_idx: 'help_signups (user_id, company_id)',
};

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    Object.entries(indexes).map(([name, on]) => `create index ${name} on ${on}`),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(indexes)) await sql.raw(`drop index if exists ${name}`).execute(db);
}
