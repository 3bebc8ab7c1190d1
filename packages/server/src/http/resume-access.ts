import type { SessionUser } from '../auth/guard';
import type { Db } from '../db/connect';

/**
 * Whether user may see a resume: its owner; or a company user when the resume is open to
 * recruiters, or the candidate has dealt with that company (submission, talent pool, chat,
 * favourite, union recommendation, interview).
 */
export async function canSeeResume(db: Db, user: SessionUser, resumeId: number): Promise<boolean> {
  const resume = await db.selectFrom('resumes').select(['userId', 'isOpen']).where('id', '=', resumeId).executeTakeFirst();
  if (!resume) return false;
  if (resume.userId === user.id) return true;
  if (user.companyId === null) return false;
  if (resume.isOpen) return true;
  const companyId = user.companyId;
  const { related } = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('resumeSubmissions').select('id').where('resumeId', '=', resumeId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('talentPoolEntries').select('id').where('resumeId', '=', resumeId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('favourites').select('id').where('resumeId', '=', resumeId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('unionRecommendations').select('id').where('resumeId', '=', resumeId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('chatLinkages').select('id').where('candidateId', '=', resume.userId).where('companyId', '=', companyId)),
          eb.exists(eb.selectFrom('interviews').select('id').where('candidateId', '=', resume.userId).where('companyId', '=', companyId)),
        ])
        .as('related'),
    )
    .executeTakeFirstOrThrow();
  return related === true;
}
