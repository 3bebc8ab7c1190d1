// The authorization matrix's knowledge of the job fair, feedback and document routes (src/http/fairs, feedback, documents) (issue 19).
import type { RouteSpec } from './access-matrix';

export const FAIRS_MATRIX: Record<string, RouteSpec> = {};
