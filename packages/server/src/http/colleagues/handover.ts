// 移交工作: a disabled colleague's work goes to another colleague of the company, in one
// transaction (docs/colleague-handover.md). What is theirs and moves: their jobs in every state
// (jobs.created_by: who answers for a job, in the portal's chat too), the candidates they talked to
// (chat_linkages, their 已沟通 list), their favourites, and the interviews they arranged that are
// still to come. The heir's own record of the same dealing absorbs the colleague's, so nothing is
// lost and no unique constraint is crossed. Past interviews, scores and the chat history stay theirs:
// they are what that colleague did.
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../envelope';
import { INTERVIEW_STATUS } from '../jobs-manage/interview-status';

export interface HandoverCounts {
  jobs: number;
  /** Chat linkages (a candidate and a job): rows of 已沟通. */
  contacts: number;
  favourites: number;
  interviews: number;
}

interface Colleague {
  id: number;
  name: string;
}

export interface Handover {
  from: Colleague;
  to: Colleague;
  moved: HandoverCounts;
  /** The candidates whose talks or coming interviews moved: the ones told of their new contact. */
  candidateIds: number[];
}

/** Rows of one owner, a table's columns by their SQL names. */
interface OwnedRows {
  table: 'chat_linkages' | 'favourites';
  owner: 'recruiter_id' | 'user_id';
  /** What makes two rows the same dealing (the table's unique key besides the owner). */
  key: readonly string[];
  /** Column answered for each moved or merged row. */
  answer: 'candidate_id' | 'resume_id';
  hasUpdatedAt: boolean;
}

const LINKAGES: OwnedRows = { table: 'chat_linkages', owner: 'recruiter_id', key: ['candidate_id', 'job_id'], answer: 'candidate_id', hasUpdatedAt: true };
const FAVOURITES: OwnedRows = { table: 'favourites', owner: 'user_id', key: ['resume_id'], answer: 'resume_id', hasUpdatedAt: false };

/**
 * Gives the heir every row of `spec` the colleague owns. Where the heir has the same dealing, their
 * row keeps the earlier first time and the later last time, and the colleague's goes. A key
 * column may be null (a linkage without a job), so rows match with `is not distinct from`.
 */
async function moveOwned(trx: Db, spec: OwnedRows, companyId: number, fromId: number, toId: number): Promise<number[]> {
  const owner = sql.ref(spec.owner);
  const table = sql.table(spec.table);
  const same = sql.join(
    spec.key.map((column) => sql`mine.${sql.ref(column)} is not distinct from heirs.${sql.ref(column)}`),
    sql` and `,
  );
  const theirs = sql`mine.${owner} = ${fromId} and mine.company_id = ${companyId} and heirs.${owner} = ${toId} and heirs.company_id = ${companyId} and ${same}`;
  const times = spec.hasUpdatedAt
    ? sql`created_at = least(heirs.created_at, mine.created_at), updated_at = greatest(heirs.updated_at, mine.updated_at)`
    : sql`created_at = least(heirs.created_at, mine.created_at)`;
  await sql`update ${table} as heirs set ${times} from ${table} as mine where ${theirs}`.execute(trx);
  const merged = await sql<{ value: number }>`
    delete from ${table} as mine using ${table} as heirs where ${theirs}
    returning mine.${sql.ref(spec.answer)} as value`.execute(trx);
  const moved = await sql<{ value: number }>`
    update ${table} set ${owner} = ${toId} where ${owner} = ${fromId} and company_id = ${companyId}
    returning ${sql.ref(spec.answer)} as value`.execute(trx);
  return [...merged.rows, ...moved.rows].map((row) => row.value);
}

/**
 * Hands `fromId`'s work to `toId`. The colleague must be disabled and the heir enabled, both staff
 * of the company and not the same person: a second handover of the same colleague moves nothing.
 */
export async function handOverWork(
  db: Db,
  { companyId, fromId, toId, now }: { companyId: number; fromId: number; toId: number; now: Date },
): Promise<Handover> {
  if (fromId === toId) throw badRequest('colleague.handover.same');
  return db.transaction().execute(async (trx) => {
    // Locked to the commit: two handovers of one colleague, or disabling the heir meanwhile, wait.
    const staff = await trx
      .selectFrom('users')
      .select(['id', 'name', 'disabled', 'mobile'])
      .where('id', 'in', [fromId, toId])
      .where('companyId', '=', companyId)
      .where('role', 'in', ['company_admin', 'recruiter'])
      .forUpdate()
      .execute();
    const from = staff.find((u) => u.id === fromId);
    const to = staff.find((u) => u.id === toId);
    if (!from) throw notFound('colleague.notFound');
    if (!from.disabled) throw badRequest('colleague.handover.sourceActive', { name: from.name });
    if (!to) throw notFound('colleague.handover.targetNotFound');
    if (to.disabled) throw badRequest('colleague.handover.targetDisabled', { name: to.name });

    const jobs = await trx.updateTable('jobs').set({ createdBy: toId }).where('createdBy', '=', fromId).where('companyId', '=', companyId).executeTakeFirst();
    const contacted = await moveOwned(trx, LINKAGES, companyId, fromId, toId);
    const favourites = await moveOwned(trx, FAVOURITES, companyId, fromId, toId);
    // The invitation's 联系电话 is its recruiter's (the invite form fills it from their card): a
    // coming interview now gives the heir's, so the candidate's card names whom to call.
    const card = await trx.selectFrom('recruiterCards').select('mobile').where('userId', '=', toId).executeTakeFirst();
    const mobile = card?.mobile || to.mobile || undefined;
    const interviews = await trx
      .updateTable('interviews')
      .set({ recruiterId: toId, ...(mobile ? { mobile } : {}) })
      .where('recruiterId', '=', fromId)
      .where('companyId', '=', companyId)
      .where('interviewTime', '>', now)
      .where('status', 'in', [INTERVIEW_STATUS.pending, INTERVIEW_STATUS.accepted])
      .returning('candidateId')
      .execute();

    return {
      from: { id: from.id, name: from.name },
      to: { id: to.id, name: to.name },
      moved: { jobs: Number(jobs.numUpdatedRows), contacts: contacted.length, favourites: favourites.length, interviews: interviews.length },
      candidateIds: [...new Set([...contacted, ...interviews.map((row) => row.candidateId)])].sort((a, b) => a - b),
    };
  });
}
