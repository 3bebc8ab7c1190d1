// Today's to-dos in the order the recruiter works, each a figure of the workplace and where it
// leads: a filtered list, or the chat modal (unread messages). A to-do shows when the reader may
// open its route, by the rule the menu follows (session/access.ts): the pending sign-ups as the
// menu's badge does.
import type { WorkplaceTodos } from '../../api/workplace.api';
import type { KeyInTopic } from '../../i18n-keys';
import { pathOf, routes } from '../../routes';
import { canOpen, type Access } from '../../session/access';

export interface HomeTodo {
  figure: keyof WorkplaceTodos;
  /** The route the to-do opens. */
  route: KeyInTopic<'menu'>;
  /** Its list, filtered, for today's date (YYYY-MM-DD); absent for the chat, which opens as a modal. */
  to?: (today: string) => string;
}

// The server's window in days (home-windows.ts): the job list opens filtered by the same window,
// so it holds what the figure counts.
const EXPIRING_DAYS = 3;

export const HOME_TODOS: readonly HomeTodo[] = [
  // The 新投递 tab: every submission nobody has opened yet, newest first.
  { figure: 'newSubmissions', route: 'jianliIndex', to: () => pathOf('jianliIndex', { status: 'new' }) },
  { figure: 'unreadChats', route: 'communicateIndex' },
  // Today's day range (the list shows the day's cancelled interviews too, which the figure leaves out).
  { figure: 'interviewsToday', route: 'interviewIndex', to: (today) => pathOf('interviewIndex', { from: today, to: today }) },
  { figure: 'pendingHelpSignups', route: 'HelpManage', to: () => pathOf('HelpManage') },
  // The soonest expiry first.
  { figure: 'expiringJobs', route: 'zhiweiIndex', to: () => pathOf('zhiweiIndex', { status: 2, expiring: EXPIRING_DAYS, sort: 'expiresAt', order: 'asc' }) },
];

/** The to-dos of a reader with `access`. */
export function todosFor(access: Access): HomeTodo[] {
  return HOME_TODOS.filter((todo) => {
    const route = routes.find((row) => row.name === todo.route);
    return route !== undefined && canOpen(route, access);
  });
}
