// The console's feedback: submit, the company's past feedback with the platform's replies (issue 19).
// Screenshots are files the caller uploaded (front/v1/common/uploadFile) that are images; the list
// answers them as URLs. The platform replies outside the console (status 2, reply, repliedAt).
import { FEEDBACK_PATHS, feedbackBody, feedbackQuery, type Feedback, type FeedbackImage, type FeedbackType } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { badRequest, listOf, ok } from '../envelope';
import { countRows, offsetOf } from '../paging';
import { parseInput } from '../validate';

const parsedIds = (images: unknown): number[] => (typeof images === 'string' ? (JSON.parse(images) as number[]) : (images as number[]));

async function imagesOf(db: Db, ids: number[]): Promise<Map<number, FeedbackImage>> {
  if (ids.length === 0) return new Map();
  const files = await db.selectFrom('uploadedFiles').select(['id', 'storedName', 'originalName']).where('id', 'in', ids).execute();
  return new Map(files.map((file) => [file.id, { id: file.id, url: `/uploads/${file.storedName}`, name: file.originalName }]));
}

export function registerFeedbackRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  app.get(FEEDBACK_PATHS.list, { preHandler: guard({ company: true }) }, async (request) => {
    const q = parseInput(feedbackQuery, request.query, request);
    const base = db.selectFrom('feedback as f').innerJoin('users as u', 'u.id', 'f.userId').where('f.companyId', '=', request.user!.companyId!);
    const count = await countRows(base);
    const rows = await base
      .select(['f.id', 'f.type', 'f.content', 'f.contact', 'f.images', 'f.status', 'f.reply', 'f.repliedAt', 'f.createdAt', 'u.name as author'])
      .orderBy('f.createdAt', 'desc')
      .orderBy('f.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    const files = await imagesOf(
      db,
      rows.flatMap((row) => parsedIds(row.images)),
    );
    return listOf<Feedback>(
      rows.map((row) => ({
        ...row,
        // Stored only through feedbackBody, whose enum it passed.
        type: row.type as FeedbackType,
        images: parsedIds(row.images).flatMap((id) => files.get(id) ?? []),
        repliedAt: row.repliedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      count,
    );
  });

  app.post(FEEDBACK_PATHS.send, { preHandler: guard({ company: true }) }, async (request) => {
    const body = parseInput(feedbackBody, request.body, request);
    const me = request.user!;
    if (body.images.length > 0) {
      const mine = await db
        .selectFrom('uploadedFiles')
        .select('id')
        .where('id', 'in', body.images)
        .where('ownerId', '=', me.id)
        .where('mime', 'like', 'image/%')
        .execute();
      if (mine.length !== body.images.length) throw badRequest('feedback.images.invalid');
    }
    const row = await db
      .insertInto('feedback')
      .values({
        companyId: me.companyId,
        userId: me.id,
        type: body.type,
        content: body.content,
        contact: body.contact ?? null,
        images: JSON.stringify(body.images),
      })
      .returning(['id', 'type', 'content', 'contact', 'status', 'createdAt'])
      .executeTakeFirstOrThrow();
    const files = await imagesOf(db, body.images);
    return ok<Feedback>({
      ...row,
      type: body.type,
      createdAt: row.createdAt.toISOString(),
      images: body.images.flatMap((id) => files.get(id) ?? []),
      reply: null,
      repliedAt: null,
      author: me.name,
    });
  });
}
