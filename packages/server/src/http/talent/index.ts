// The console's candidate-side routes: resume submissions, open resume search, talent pool,
// favourites, contacted candidates, union recommendations (issue 17).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerContactedRoutes } from './contacted';
import { registerFavouriteRoutes } from './favourites';
import { registerRecommendationRoutes } from './recommendations';
import { registerResumeSearchRoutes } from './resume-search';
import { registerResumeViewRoutes } from './resume-view';
import { registerSubmissionRoutes } from './submissions';
import { registerSubmissionZipRoutes } from './submission-zip';
import { registerTalentPoolRoutes } from './talent-pool';

export function registerTalentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerSubmissionRoutes(app, ctx);
  registerSubmissionZipRoutes(app, ctx);
  registerResumeSearchRoutes(app, ctx);
  registerResumeViewRoutes(app, ctx);
  registerTalentPoolRoutes(app, ctx);
  registerFavouriteRoutes(app, ctx);
  registerContactedRoutes(app, ctx);
  registerRecommendationRoutes(app, ctx);
}
