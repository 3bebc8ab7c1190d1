// The main admin's colleagues: list, add, disable / enable, reset password (issue 19), and hand a
// disabled colleague's work to another (issue 32, handover.ts).
import {
  COLLEAGUE_PATHS,
  colleagueBody,
  colleagueListQuery,
  colleagueParams,
  handoverBody,
  type Colleague,
  type ColleagueWithPassword,
  type Handover,
} from '@employment-cloud/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/password';
import type { RouteContext } from '../context';
import { badRequest, listOf, notFound, ok } from '../envelope';
import { offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { colleaguesOf } from './colleague-list';
import { handOverWork } from './handover';
import { tellCandidates } from './handover-notice';
import { oneTimePassword } from './one-time-password';

// Every route is the main admin's only (guard mainAdmin: a recruiter gets 403) and reaches the
// admin's own company only: another company's user answers as one that does not exist (404).
export function registerColleagueRoutes(app: FastifyInstance, { db, config, guard, serverMessages }: RouteContext): void {
  const mainAdmin = { preHandler: guard({ mainAdmin: true }) };

  /** A colleague of the caller's company, other than the caller: the target of a change. */
  async function otherColleague(request: FastifyRequest) {
    const { id } = parsePathParams(colleagueParams, request);
    const me = request.user!;
    const user = await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', id)
      .where('companyId', '=', me.companyId!)
      .where('role', 'in', ['company_admin', 'recruiter'])
      .executeTakeFirst();
    if (!user) throw notFound('colleague.notFound');
    if (user.id === me.id) throw badRequest('colleague.notSelf');
    return user;
  }

  const endSessions = (userId: number) =>
    db.updateTable('sessions').set({ revokedAt: new Date() }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();

  async function answerOne(companyId: number, id: number): Promise<Colleague> {
    const [row] = await colleaguesOf(db, companyId, { id });
    if (!row) throw notFound('colleague.notFound');
    return row;
  }

  app.get(COLLEAGUE_PATHS.list, mainAdmin, async (request) => {
    const q = parseInput(colleagueListQuery, request.query, request);
    const rows = await colleaguesOf(db, request.user!.companyId!, q);
    return listOf(rows.slice(offsetOf(q), offsetOf(q) + q.pageSize), rows.length);
  });

  // The initial password is answered once, here, and stored only hashed.
  app.post(COLLEAGUE_PATHS.add, mainAdmin, async (request) => {
    const body = parseInput(colleagueBody, request.body, request);
    const me = request.user!;
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(({ fn, eb }) => eb(fn('lower', ['username']), '=', body.username.toLowerCase()))
      .executeTakeFirst();
    if (taken) throw badRequest('colleague.username.taken', { username: body.username });
    const password = oneTimePassword();
    const created = await db
      .insertInto('users')
      .values({
        username: body.username,
        passwordHash: await hashPassword(password),
        role: 'recruiter',
        companyId: me.companyId!,
        name: body.name,
        nickname: body.name,
        mobile: body.mobile,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Two admins adding one account at once: the second finds it taken here.
    if (!created) throw badRequest('colleague.username.taken', { username: body.username });
    return ok<ColleagueWithPassword>({ colleague: await answerOne(me.companyId!, created.id), password });
  });

  // Disabling ends every session at once (their next call is a 401) and refuses their sign-in.
  app.post(COLLEAGUE_PATHS.disable, mainAdmin, async (request) => {
    const target = await otherColleague(request);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ disabled: true }).where('id', '=', target.id).execute();
      await trx.updateTable('sessions').set({ revokedAt: new Date() }).where('userId', '=', target.id).where('revokedAt', 'is', null).execute();
    });
    return ok(await answerOne(request.user!.companyId!, target.id));
  });

  app.post(COLLEAGUE_PATHS.enable, mainAdmin, async (request) => {
    const target = await otherColleague(request);
    await db.updateTable('users').set({ disabled: false }).where('id', '=', target.id).execute();
    return ok(await answerOne(request.user!.companyId!, target.id));
  });

  // A new one-time password replaces the old one; sessions signed in with the old one end.
  app.post(COLLEAGUE_PATHS.resetPassword, mainAdmin, async (request) => {
    const target = await otherColleague(request);
    const password = oneTimePassword();
    await db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(password) })
      .where('id', '=', target.id)
      .execute();
    await endSessions(target.id);
    return ok<ColleagueWithPassword>({ colleague: await answerOne(request.user!.companyId!, target.id), password });
  });

  // 移交工作: the disabled colleague's jobs, candidates, favourites and coming interviews become the
  // chosen colleague's, in one transaction; then each of those candidates gets a note from them in
  // the local chat. Done again, it finds nothing left to move and answers zeros.
  app.post(COLLEAGUE_PATHS.handover, mainAdmin, async (request) => {
    const { id } = parsePathParams(colleagueParams, request);
    const { targetId } = parseInput(handoverBody, request.body, request);
    const companyId = request.user!.companyId!;
    const now = new Date();
    const handover = await handOverWork(db, { companyId, fromId: id, toId: targetId, now });
    const notified = await tellCandidates({ db, serverMessages, chatUserPrefix: config.chatUserPrefix, log: request.log }, handover, companyId, now);
    return ok<Handover>({ from: handover.from, to: handover.to, moved: handover.moved, notified });
  });
}
