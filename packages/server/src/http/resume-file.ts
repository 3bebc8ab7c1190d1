import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { renderResumePdf, resumeFileName } from '../resume/resume-pdf';
import type { RouteContext } from './context';
import { assertVisibleResume, type Viewer } from '../auth/candidate-policy';
import { ApiError, ok } from './envelope';
import { parsePathParams } from './validate';

const params = z.object({ resumeId: z.coerce.number().int().positive().max(2147483647) });

export function registerResumeFileRoutes(app: FastifyInstance, { db, config, guard, uploads }: RouteContext): void {
  async function visibleResume(viewer: Viewer, resumeId: number, status: number) {
    await assertVisibleResume(db, config.chatUserPrefix, viewer, resumeId, { status });
    return db
      .selectFrom('resumes')
      .leftJoin('uploadedFiles', 'uploadedFiles.id', 'resumes.fileId')
      .select([
        'resumes.id',
        'resumes.name',
        'resumes.sex',
        'resumes.age',
        'resumes.degree',
        'resumes.major',
        'resumes.workYears',
        'resumes.workStatus',
        'resumes.mobile',
        'resumes.email',
        'resumes.summary',
        'uploadedFiles.storedName',
        'uploadedFiles.mime',
        'uploadedFiles.originalName',
      ])
      .where('resumes.id', '=', resumeId)
      .executeTakeFirstOrThrow();
  }

  // Called before a download: answers code 200 with where the file is, or why it is not there.
  app.get('/front/v1/common/file/getPetUrl/:resumeId', { preHandler: guard() }, async (request) => {
    const { resumeId } = parsePathParams(params, request);
    const resume = await visibleResume(request.user!, resumeId, 200);
    return ok({ url: `/front/v1/common/file/downResume/${resume.id}`, name: resume.originalName ?? resumeFileName(resume.name) });
  });

  // The resume file itself: the candidate's uploaded file, or one rendered from the resume.
  app.get('/front/v1/common/file/downResume/:resumeId', { preHandler: guard({ httpStatus401: true }) }, async (request, reply) => {
    const { resumeId } = parsePathParams(params, request, { httpStatus: 404 });
    const resume = await visibleResume(request.user!, resumeId, 404);
    const name = resume.originalName ?? resumeFileName(resume.name);
    let body: Uint8Array | Readable;
    let type: string;
    if (resume.storedName && resume.mime) {
      // Streamed from the upload store; a row whose file is gone answers as a missing resume.
      const file = await uploads.open(resume.storedName);
      if (!file) throw new ApiError(404, 'record.notFound', {}, 404);
      reply.header('content-length', file.size);
      body = file.stream();
      type = resume.mime;
    } else {
      const expectations = await db
        .selectFrom('resumeExpectations')
        .select(['city', 'position', 'salaryMin', 'salaryMax'])
        .where('resumeId', '=', resume.id)
        .orderBy('id')
        .execute();
      body = renderResumePdf({ ...resume, expectations });
      type = 'application/pdf';
    }
    return reply
      .type(type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(body instanceof Readable ? body : Buffer.from(body));
  });
}
