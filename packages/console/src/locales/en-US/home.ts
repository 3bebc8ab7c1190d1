import type { zhCN } from '../catalogue';

// The home page's texts (en-US): the dashboard's cards.
export const home: zhCN['home'] = {
  cardsLabel: 'Waiting for you',
  submissionsToday: 'New submissions today',
  submissionsTodayHint: 'See the new resumes',
  unreadChats: 'Unread messages',
  unreadChatsHint: 'Open messages',
  upcomingInterviews: 'Upcoming interviews',
  upcomingInterviewsHint: 'In the next 7 days',
  pendingHelpSignups: 'Sign-ups to review',
  pendingHelpSignupsHint: 'Pending in the sign-up centre',
  expiringJobs: 'Jobs about to expire',
  expiringJobsHint: 'Open jobs expiring within 3 days',
  figure: '{{label}}: {{count}}',
};
