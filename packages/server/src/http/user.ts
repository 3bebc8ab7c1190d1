import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { ReadCache } from '../db/read-cache';
import { tableWritesOf } from '../db/table-writes';
import type { RouteContext } from './context';
import { ok } from './envelope';

/** Route names of docs/console.md §2 that need access; the main admin's three are theirs alone. */
export const RECRUITER_ACCESS = [
  'home',
  'communicateIndex',
  'zhiweiIndex',
  'zhiweiEdit',
  'jianliIndex',
  'zhaorenIndex',
  'niurenIndex',
  'interviewIndex',
  'qiyeZhaopinhuiIndex',
  'qiyeZhaopinhuiEdit',
  'HelpManage',
  'HelpPlan',
  'HelpProjectEdit',
  'HelpProjectDetail',
  'HelpDatas',
  'name-card',
  'ziliaoIndex',
  'ziliao-edit',
  'datasIndex',
  'yijianIndex',
  'communicationIndex',
  'collectionIndex',
  'recommendIndex',
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
      'users.id',
      'users.username',
      'users.role',
      'users.name',
      'users.nickname',
      'users.avatar',
      'users.mobile',
      'users.email',
      'users.companyId',
      'users.createdAt',
      'companies.name as companyName',
      'recruiterCards.id as cardId',
      'recruiterCards.title as cardTitle',
      'recruiterCards.mobile as cardMobile',
      'recruiterCards.email as cardEmail',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function registerUserRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  // Every page of the console asks for it: kept, as the answer's JSON, until a user, company or
  // card is written (db/table-writes.ts).
  const answers = new ReadCache<number, string>(tableWritesOf(db), PROFILE_TABLES);
  app.get('/front/v1/user/info', { preHandler: guard() }, async (request, reply) => {
    const me = request.user!;
    const body = await answers.get(me.id, async () => JSON.stringify(userInfo(await readProfile(db, me.id))));
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/** The signed-in user's profile, what the console may show them, and their recruiter card. */
function userInfo(row: Awaited<ReturnType<typeof readProfile>>) {
  const { cardId, cardTitle, cardMobile, cardEmail, ...user } = row;
  const card = cardId === null ? undefined : { id: cardId, title: cardTitle, mobile: cardMobile, email: cardEmail };
  const isCompanyMainAdmin = user.role === 'company_admin';
  const access = isCompanyMainAdmin ? MAIN_ADMIN_ACCESS : user.role === 'recruiter' ? RECRUITER_ACCESS : [];
  return ok({ ...user, access, isCompanyMainAdmin, recruiterCard: card ?? null, hasRecruiterCard: card !== undefined });
}
