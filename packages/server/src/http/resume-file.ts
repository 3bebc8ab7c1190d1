import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { RouteContext } from './context';
import { assertVisibleResume, type Viewer } from '../auth/candidate-policy';
import { ApiError, ok } from './envelope';
import { downloadName, resumeBody, resumeRow } from './resume-download';
import { parsePathParams } from './validate';

const params = z.object({ resumeId: z.coerce.number().int().positive().max(2147483647) });

export function registerResumeFileRoutes(app: FastifyInstance, { db, config, guard, uploads }: RouteContext): void {
  async function visibleResume(viewer: Viewer, resumeId: number, status: number) {
    await assertVisibleResume(db, config.chatUserPrefix, viewer, resumeId, { status });
    return resumeRow(db, resumeId);
  }

  // Called before a download: answers code 200 with where the file is, or why it is not there.
  app.get('/front/v1/common/file/getPetUrl/:resumeId', { preHandler: guard() }, async (request) => {
    const { resumeId } = parsePathParams(params, request);
    const resume = await visibleResume(request.user!, resumeId, 200);
    return ok({ url: `/front/v1/common/file/downResume/${resume.id}`, name: downloadName(resume) });
  });

  // The resume file itself: the candidate's uploaded file, or one rendered from the resume.
  app.get('/front/v1/common/file/downResume/:resumeId', { preHandler: guard({ httpStatus401: true }) }, async (request, reply) => {
    const { resumeId } = parsePathParams(params, request, { httpStatus: 404 });
    const resume = await visibleResume(request.user!, resumeId, 404);
    // Streamed from the upload store; a row whose file is gone answers as a missing resume.
    const file = await resumeBody(db, uploads, resume);
    if (!file) throw new ApiError(404, 'record.notFound', {}, 404);
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(downloadName(resume))}`)
      .header('cache-control', 'private, no-store')
      .send(file.body instanceof Readable ? file.body : Buffer.from(file.body));
  });
}
