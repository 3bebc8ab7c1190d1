import { sql } from 'kysely';

import { migrateToLatest } from '../migrate';
import { down } from './0007-candidate-dealings';
import { TEST_SHARED_BUFFERS } from '@employment-cloud/test-support/server/server-process';
import { openBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

const EXPECTED = [
  'favourites_resume_company_idx',
  'help_signups_user_company_idx',
  'interviews_candidate_company_idx',
  'resume_submissions_resume_company_idx',
  'union_recommendations_resume_company_idx',
];

const indexNames = async (db: Parameters<typeof down>[0]) =>
  (await sql<{ indexname: string }>`select indexname from pg_indexes where indexname in (${sql.join(EXPECTED)}) order by indexname`.execute(db)).rows.map(
    (r) => r.indexname,
  );

describe('migration 0007: indexes of the candidate policy', () => {
  it('creates an index per dealing looked up by candidate or resume and company, and drops them on down', async () => {
    const handle = await openBlankPglite({ sharedBuffers: TEST_SHARED_BUFFERS });
    try {
      await migrateToLatest(handle.db);
      expect(await indexNames(handle.db)).toEqual(EXPECTED);
      await down(handle.db);
      expect(await indexNames(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
