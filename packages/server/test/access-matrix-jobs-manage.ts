// The authorization matrix's knowledge of the job management routes (src/http/jobs-manage).
import type { RouteSpec } from './access-matrix';

export const JOBS_MANAGE_MATRIX: Record<string, RouteSpec> = {};
