import type { Guard, Requirement } from '../../auth/guard';
import { ApiError } from '../envelope';

/**
 * A preHandler for the job seeker's own routes: a session is needed (401 as everywhere), and a
 * company or platform account is refused with 403, as company-only routes refuse candidates.
 */
export function candidateOnly(guard: (need?: Requirement) => Guard): Guard {
  const signedIn = guard();
  return async (request, reply) => {
    await signedIn(request, reply);
    if (request.user!.role !== 'candidate') throw new ApiError(403, 'auth.candidateOnly');
  };
}
