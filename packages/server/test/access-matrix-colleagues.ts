// The authorization matrix's knowledge of the colleague and recruitment-data routes (src/http/colleagues, statistics) (issue 19).
import type { RouteSpec } from './access-matrix';

export const COLLEAGUES_MATRIX: Record<string, RouteSpec> = {};
