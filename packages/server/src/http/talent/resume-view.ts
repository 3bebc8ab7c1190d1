// One resume in full by its id (GET /front/v1/resume/:id), for the console's resume drawer
// wherever a candidate appears: 招人, 人才库, 我的收藏, 已沟通, 工会推荐, a fair's applicants and
// the interview drawer. The candidate policy decides as for every resume: a resume the recruiter may
// not see answers as a missing one (404 记录不存在).
import { RESUME_PATHS, type Resume } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { assertVisibleResume } from '../../auth/candidate-policy';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { localeOf } from '../i18n';
import { parsePathParams } from '../validate';
import { resumeDetail } from './resume-detail';
import { idParams } from './talent-input';

export function registerResumeViewRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.get(RESUME_PATHS.detail, { preHandler: guard({ card: true }) }, async (request) => {
    const { id } = parsePathParams(idParams, request);
    await assertVisibleResume(db, config.chatUserPrefix, request.user!, id);
    return ok<Resume>(await resumeDetail(db, config.chatUserPrefix, id, localeOf(request.headers['accept-language'])));
  });
}
