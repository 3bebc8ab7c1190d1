// The console home's figures (GET /front/v1/dashboard): what waits for the caller and their
// company. Failures go through the console's error policy and reject with an ApiError.
import { request } from './client';

export interface Dashboard {
  /** Submissions to the company since midnight (server time). */
  submissionsToday: number;
  /** The caller's unread chat messages, summed over the conversations they keep. */
  unreadChats: number;
  /** The company's interviews in the next 7 days, cancelled ones left out. */
  upcomingInterviews: number;
  /** Help sign-ups waiting for the company's review. */
  pendingHelpSignups: number;
  /** Published jobs expiring within 3 days. */
  expiringJobs: number;
}

export const fetchDashboard = () => request<Dashboard>('front/v1/dashboard');
