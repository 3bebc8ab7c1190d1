import { sql } from 'kysely';
import { parseChatUserId } from '../chat/chat-user-id';
import type { Db } from '../db/connect';
import type { Role } from '../db/schema';
import { ApiError } from '../http/envelope';

/**
 * Who may see or act on a candidate and their resume: the one policy every route that returns or
 * touches a candidate or a resume goes through (packages/server/README.md, "Candidates and resumes").
 *
 * - The candidate themself.
 * - A company user (main admin or recruiter) when the candidate's resume is open to recruiters
 *   (`resumes.is_open`), or when the candidate has dealt with that company: a submission, a
 *   talent pool entry, a favourite, a union recommendation, an interview, a chat linkage, a
 *   sign-up for one of its help projects, or a chat message the candidate sent to one of its
 *   users. Only what the candidate did or what followed from an earlier reach counts: a message
 *   from the company, or a score, never opens a closed resume.
 * - Nobody else: other candidates, platform administrators, anonymous callers.
 *
 * A candidate has at most one resume (resumes.user_id is unique), so reaching the candidate and
 * seeing their resume are the same question. A refusal answers exactly as a record that does not
 * exist (404 `user.notFound` / `record.notFound`), so the policy cannot be used to probe.
 */

export interface Viewer {
  id: number;
  role: Role;
  companyId: number | null;
}

const COMPANY_ROLES: ReadonlySet<Role> = new Set(['company_admin', 'recruiter']);

/** Whether the candidate did something with the company, or the company with them after reaching them. */
async function hasDealtWith(db: Db, chatUserPrefix: string, companyId: number, candidateId: number): Promise<boolean> {
  const { dealt } = await db
    .selectNoFrom((eb) => {
      const resumeIds = eb.selectFrom('resumes').select('id').where('userId', '=', candidateId);
      const companyChatIds = eb
        .selectFrom('users')
        .select(sql<string>`${chatUserPrefix} || users.id::text`.as('chatId'))
        .where('users.companyId', '=', companyId);
      return eb
        .or([
          eb.exists(eb.selectFrom('resumeSubmissions').select('id').where('resumeId', 'in', resumeIds).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('talentPoolEntries').select('id').where('resumeId', 'in', resumeIds).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('favourites').select('id').where('resumeId', 'in', resumeIds).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('unionRecommendations').select('id').where('resumeId', 'in', resumeIds).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('interviews').select('id').where('candidateId', '=', candidateId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('chatLinkages').select('id').where('candidateId', '=', candidateId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('helpSignups').select('id').where('userId', '=', candidateId).where('companyId', '=', companyId)),
          eb.exists(
            eb
              .selectFrom('chatMessages')
              .select('id')
              .where('conversationType', '=', 'C2C')
              .where('sender', '=', `${chatUserPrefix}${candidateId}`)
              .where('receiver', 'in', companyChatIds),
          ),
        ])
        .as('dealt');
    })
    .executeTakeFirstOrThrow();
  return dealt === true;
}

/** Whether viewer may see or act on the candidate (false also when there is no such candidate). */
export async function mayReachCandidate(db: Db, chatUserPrefix: string, viewer: Viewer, candidateId: number): Promise<boolean> {
  const candidate = await db
    .selectFrom('users')
    .leftJoin('resumes', 'resumes.userId', 'users.id')
    .select(['users.id', 'resumes.isOpen'])
    .where('users.id', '=', candidateId)
    .where('users.role', '=', 'candidate')
    .executeTakeFirst();
  if (!candidate) return false;
  if (candidate.id === viewer.id) return true;
  if (viewer.companyId === null || !COMPANY_ROLES.has(viewer.role)) return false;
  if (candidate.isOpen === true) return true;
  return hasDealtWith(db, chatUserPrefix, viewer.companyId, candidate.id);
}

/**
 * The candidate behind a chat user ID (or a numeric user ID) when viewer may reach them;
 * otherwise the answer for an unknown user, 404 `user.notFound` ('该用户不存在').
 */
export async function reachableCandidate(db: Db, chatUserPrefix: string, viewer: Viewer, who: string | number) {
  const id = typeof who === 'number' ? who : parseChatUserId(chatUserPrefix, who);
  if (id !== undefined && (await mayReachCandidate(db, chatUserPrefix, viewer, id))) {
    return db.selectFrom('users').select(['id', 'name', 'nickname', 'avatar', 'mobile']).where('id', '=', id).executeTakeFirstOrThrow();
  }
  throw new ApiError(404, 'user.notFound');
}

/** Whether viewer may see the resume (false also when there is no such resume). */
export async function maySeeResume(db: Db, chatUserPrefix: string, viewer: Viewer, resumeId: number): Promise<boolean> {
  const resume = await db.selectFrom('resumes').select('userId').where('id', '=', resumeId).executeTakeFirst();
  return resume !== undefined && mayReachCandidate(db, chatUserPrefix, viewer, resume.userId);
}

/**
 * Throws the answer for an unknown record, 404 `record.notFound` (with HTTP `status`), unless
 * viewer may see the resume and, when `ownerId` is given, it is that candidate's.
 */
export async function assertVisibleResume(
  db: Db,
  chatUserPrefix: string,
  viewer: Viewer,
  resumeId: number,
  options: { ownerId?: number; status?: number } = {},
) {
  const resume = await db.selectFrom('resumes').select('userId').where('id', '=', resumeId).executeTakeFirst();
  const visible =
    resume !== undefined &&
    (options.ownerId === undefined || resume.userId === options.ownerId) &&
    (await mayReachCandidate(db, chatUserPrefix, viewer, resume.userId));
  if (!visible) throw new ApiError(404, 'record.notFound', {}, options.status ?? 200);
}
