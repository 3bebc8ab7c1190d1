import { TALENT_PATHS, talentAddBody, talentEditBody, talentParams, talentQuery, type Expectation, type TalentEntry } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { assertVisibleResume } from '../../auth/candidate-policy';
import type { RouteContext } from '../context';
import { listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { CANDIDATE_COLUMNS, candidateOf, containing, firstExpectation, type CandidateRow } from './candidate-columns';
import { distinctTags } from './talent-input';
import { relabel } from '../dict/dict-text';
import { localeOf, type Locale } from '../i18n';

// The company's talent pool (the console's niurenIndex). An entry is a dealing of the candidate
// with the company, so its rows pass the candidate policy; adding one asks the policy first.
export function registerTalentPoolRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  const entriesOf = (companyId: number) =>
    db
      .selectFrom('talentPoolEntries as t')
      .innerJoin('resumes as r', 'r.id', 't.resumeId')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .where('t.companyId', '=', companyId);
  const columns = [...CANDIDATE_COLUMNS, 't.id', 't.tags', 't.note', 't.source', 't.createdAt'] as const;
  const shape =
    (locale: Locale) =>
    (
      row: CandidateRow & { id: number; tags: string[]; note: string | null; source: string | null; createdAt: Date; expectation: Expectation | null },
    ): TalentEntry => ({
      id: row.id,
      resumeId: row.resumeId,
      candidate: candidateOf(row, config.chatUserPrefix, locale),
      expectation: row.expectation,
      tags: row.tags,
      note: row.note,
      source: relabel(locale, 'talent_source', row.source),
      createdAt: row.createdAt.toISOString(),
    });
  const entryOf = async (companyId: number, id: number, locale: Locale) =>
    shape(locale)(await entriesOf(companyId).where('t.id', '=', id).select(columns).select(firstExpectation.as('expectation')).executeTakeFirstOrThrow());

  app.get(TALENT_PATHS.list, { preHandler: guard({ card: true }) }, async (request) => {
    const q = parseInput(talentQuery, request.query, request);
    let base = entriesOf(request.user!.companyId!);
    if (q.keyword) base = base.where((eb) => eb.or([eb('r.name', 'like', containing(q.keyword!)), eb('t.note', 'like', containing(q.keyword!))]));
    if (q.tag) base = base.where('t.tags', '@>', JSON.stringify([q.tag]) as never);
    const count = await countRows(base);
    const rows = await base
      .select(columns)
      .select(firstExpectation.as('expectation'))
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    return listOf<TalentEntry>(rows.map(shape(localeOf(request.headers['accept-language']))), count);
  });

  // Adding a resume already in the pool answers that entry, with the tags and note given replacing its own.
  app.post(TALENT_PATHS.add, { preHandler: guard({ card: true }) }, async (request) => {
    const body = parseInput(talentAddBody, request.body, request);
    const me = request.user!;
    await assertVisibleResume(db, config.chatUserPrefix, me, body.resumeId);
    const tags = body.tags === undefined ? undefined : JSON.stringify(distinctTags(body.tags));
    const { id } = await db
      .insertInto('talentPoolEntries')
      .values({ companyId: me.companyId!, resumeId: body.resumeId, source: '人才搜索', tags: tags ?? '[]', note: body.note ?? null })
      .onConflict((oc) =>
        oc.columns(['companyId', 'resumeId']).doUpdateSet((eb) => ({
          tags: tags === undefined ? eb.ref('talentPoolEntries.tags') : eb.ref('excluded.tags'),
          note: body.note === undefined ? eb.ref('talentPoolEntries.note') : eb.ref('excluded.note'),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok<TalentEntry>(await entryOf(me.companyId!, id, localeOf(request.headers['accept-language'])));
  });

  app.put(TALENT_PATHS.update, { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(talentParams, request);
    const body = parseInput(talentEditBody, request.body, request);
    const me = request.user!;
    const updated = await db
      .updateTable('talentPoolEntries')
      .set({ tags: JSON.stringify(distinctTags(body.tags)), note: body.note || null })
      .where('id', '=', params.id)
      .where('companyId', '=', me.companyId!)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound();
    return ok<TalentEntry>(await entryOf(me.companyId!, updated.id, localeOf(request.headers['accept-language'])));
  });

  app.delete(TALENT_PATHS.remove, { preHandler: guard({ card: true }) }, async (request) => {
    const params = parsePathParams(talentParams, request);
    const deleted = await db
      .deleteFrom('talentPoolEntries')
      .where('id', '=', params.id)
      .where('companyId', '=', request.user!.companyId!)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound();
    return ok(null);
  });
}
