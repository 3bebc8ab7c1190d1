// The home page's cards in the order the recruiter works, each a figure of the dashboard and
// where it leads: a filtered list, or the chat modal (unread messages).
import type { Dashboard } from '../../api/dashboard.api';

export interface HomeCard {
  figure: keyof Dashboard;
  /** The list the figure comes from; absent for the chat, which opens as a modal. */
  to?: string;
}

// The dashboard's windows in days (the server's, pages/home/README.md): a card opens its list
// filtered by the same window, so the list holds what the figure counts.
const EXPIRING_DAYS = 3;
const UPCOMING_DAYS = 7;

export const HOME_CARDS: readonly HomeCard[] = [
  // The new tab holds every unopened submission, today's first (the list is newest first).
  { figure: 'submissionsToday', to: '/jianli/index?status=new' },
  { figure: 'unreadChats' },
  { figure: 'upcomingInterviews', to: `/interview/index?upcoming=${UPCOMING_DAYS}` },
  { figure: 'pendingHelpSignups', to: '/help/apply' },
  // The soonest expiry first.
  { figure: 'expiringJobs', to: `/zhiwei/index?status=2&expiring=${EXPIRING_DAYS}&sort=expiresAt&order=asc` },
];
