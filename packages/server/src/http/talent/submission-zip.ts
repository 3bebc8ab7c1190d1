// The selected submissions' resumes as one zip (the console's batch 下载): each file as the
// one-file download serves it (resume-download.ts), within the same policy (the company's own
// submissions, and the candidate policy for each resume). A blob route: refusals answer with their
// HTTP status too, as downResume does, since the caller reads the body as bytes.
import { recordId, SUBMISSION_PATHS } from '@employment-cloud/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertVisibleResume } from '../../auth/candidate-policy';
import { uniqueEntryName, zipStream, type ZipEntry } from '../../resume/zip-stream';
import type { RouteContext } from '../context';
import { ApiError } from '../envelope';
import { localeOf, t } from '../i18n';
import { downloadName, resumeBody, resumeRow } from '../resume-download';
import { parseInput } from '../validate';
import { submissionsOf } from './submissions';

/** The most submissions one zip takes (a page of the list is at most 50 rows too). */
export const MAX_ZIP_SUBMISSIONS = 50;

const zipBody = z.object({
  ids: z.array(recordId).min(1, 'submission.zip.none').max(MAX_ZIP_SUBMISSIONS, 'submission.zip.tooMany'),
});

const README = 'README.txt';

function parseBlobInput<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  try {
    return parseInput(schema, request.body, request);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.code, error.key, error.params, 400);
    throw error;
  }
}

export function registerSubmissionZipRoutes(app: FastifyInstance, { db, config, guard, uploads }: RouteContext): void {
  app.post(SUBMISSION_PATHS.resumesZip, { preHandler: guard({ card: true, httpStatus401: true }) }, async (request, reply) => {
    const ids = [...new Set(parseBlobInput(zipBody, request).ids)];
    const me = request.user!;
    const found = await submissionsOf(db, me.companyId!).where('s.id', 'in', ids).select(['s.id', 's.resumeId']).execute();
    // Another company's submission, or none by that id: the whole request is refused, as one unknown record is.
    if (found.length !== ids.length) throw new ApiError(404, 'record.notFound', {}, 404);
    const resumeOf = new Map(found.map((row) => [row.id, row.resumeId]));
    // A candidate's resume is one file however many of their submissions were chosen; in the order given.
    const resumeIds = [...new Set(ids.map((id) => resumeOf.get(id)!))];
    for (const resumeId of resumeIds) await assertVisibleResume(db, config.chatUserPrefix, me, resumeId, { status: 404 });

    const taken = new Set<string>([README.toLowerCase()]);
    const entries: ZipEntry[] = [];
    const missing: string[] = [];
    const locale = localeOf(request.headers['accept-language']);
    for (const resumeId of resumeIds) {
      const resume = await resumeRow(db, resumeId);
      const file = await resumeBody(db, uploads, resume);
      if (file) entries.push({ name: uniqueEntryName(downloadName(resume), taken), body: file.body });
      else missing.push(t(locale, 'submission.zip.missingLine', { name: resume.name, id: resume.id }));
    }
    // An upload whose file is gone (the one-file download answers 404 for it) is named in README.txt.
    if (missing.length > 0) {
      entries.push({ name: README, body: new TextEncoder().encode([t(locale, 'submission.zip.missingTitle'), ...missing, ''].join('\r\n')) });
    }
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="resumes.zip"`)
      .header('cache-control', 'private, no-store')
      .send(zipStream(entries));
  });
}
