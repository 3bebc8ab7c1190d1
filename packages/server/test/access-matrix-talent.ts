// The authorization matrix's knowledge of the candidate-side routes (src/http/talent).
import type { RouteSpec } from './access-matrix';

export const TALENT_MATRIX: Record<string, RouteSpec> = {};
