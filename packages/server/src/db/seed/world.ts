import type { SeededCandidate } from './candidates';
import type { SeededCompanies } from './companies';
import type { SeededJobs } from './jobs';
import type { SeededStaff } from './staff';

/** What the demo data's later steps build on: the companies, their staff, the candidates and the jobs. */
export interface DemoWorld {
  companies: SeededCompanies;
  staff: SeededStaff;
  candidates: SeededCandidate[];
  jobs: SeededJobs;
}
