import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { ReadCache } from '../db/read-cache';
import { tableWritesOf } from '../db/table-writes';
import type { RouteContext } from './context';
import { ok } from './envelope';

/** Route names of spec/console.md §2 that need access; the main admin's three are theirs alone. */
export const RECRUITER_ACCESS = [
  'home', 'communicateIndex', 'zhiweiIndex', 'zhiweiEdit', 'jianliIndex', 'zhaorenIndex', 'niurenIndex',
  'interviewIndex', 'qiyeZhaopinhuiIndex', 'qiyeZhaopinhuiEdit', 'HelpManage', 'HelpPlan', 'HelpProjectEdit',
  'HelpProjectDetail', 'HelpDatas', 'name-card', 'ziliaoIndex', 'ziliao-edit', 'datasIndex', 'yijianIndex',
  'communicationIndex', 'collectionIndex', 'recommendIndex',
];
export const MAIN_ADMIN_ACCESS = [...RECRUITER_ACCESS, 'friendIndex', 'mycompany-info', 'mycompany-edit'];

const PROFILE_TABLES = ['users', 'companies', 'recruiter_cards'];

/** The signed-in user's profile with their company's name and their card. */
function readProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.companyId')
    .leftJoin('recruiterCards', 'recruiterCards.userId', 'users.id')
    .select([
      'users.id', 'users.username', 'users.role', 'users.name', 'users.nickname', 'users.avatar', 'users.mobile',
      'users.email', 'users.companyId', 'users.createdAt', 'companies.name as companyName',
      'recruiterCards.id as cardId', 'recruiterCards.title as cardTitle', 'recruiterCards.mobile as cardMobile', 'recruiterCards.email as cardEmail',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function registerUserRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  // Every page of the console asks for it: kept until a user, company or card is written (db/table-writes.ts).
  const profiles = new ReadCache<number, Awaited<ReturnType<typeof readProfile>>>(tableWritesOf(db), PROFILE_TABLES);
  app.get('/front/v1/user/info', { preHandler: guard() }, async (request) => {
    const me = request.user!;
    const row = await profiles.get(me.id, () => readProfile(db, me.id));
    const { cardId, cardTitle, cardMobile, cardEmail, ...profile } = row;
    const card = cardId === null ? undefined : { id: cardId, title: cardTitle, mobile: cardMobile, email: cardEmail };
    const user = profile;
    const isCompanyMainAdmin = user.role === 'company_admin';
    const access = isCompanyMainAdmin ? MAIN_ADMIN_ACCESS : user.role === 'recruiter' ? RECRUITER_ACCESS : [];
    return ok({ ...user, access, isCompanyMainAdmin, recruiterCard: card ?? null, hasRecruiterCard: card !== undefined });
  });
}
