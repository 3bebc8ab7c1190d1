// The authorization matrix's knowledge of the company profile routes (src/http/company) (issue 19).
import type { RouteSpec } from './access-matrix';

export const COMPANY_MATRIX: Record<string, RouteSpec> = {};
