import type { Access } from '../../session/access';
import { HOME_TODOS, todosFor } from './home-todos';

// Which to-dos a reader sees: those whose route their access opens, as the menu lists them (the
// pending sign-ups with the 报名中心 entry, as its badge).

const listed = (...names: string[]): Access => ({ isCompanyMainAdmin: false, names });
const figures = (access: Access) => todosFor(access).map((todo) => todo.figure);

it('gives the main admin and a recruiter with every entry all five, in the order the recruiter works', () => {
  const all = ['newSubmissions', 'unreadChats', 'interviewsToday', 'pendingHelpSignups', 'expiringJobs'];
  expect(figures({ isCompanyMainAdmin: true })).toEqual(all);
  expect(figures(listed('jianliIndex', 'communicateIndex', 'interviewIndex', 'HelpManage', 'zhiweiIndex'))).toEqual(all);
});

it('leaves out the pending sign-ups without the sign-up centre, and each to-do without its list', () => {
  expect(figures(listed('jianliIndex', 'communicateIndex', 'interviewIndex', 'zhiweiIndex'))).toEqual([
    'newSubmissions',
    'unreadChats',
    'interviewsToday',
    'expiringJobs',
  ]);
  expect(figures(listed('HelpManage'))).toEqual(['pendingHelpSignups']);
  expect(figures(listed())).toEqual([]);
});

it("links each list filtered as the figure counts, today's interviews by today's date", () => {
  const to = Object.fromEntries(HOME_TODOS.map((todo) => [todo.figure, todo.to?.('2026-12-07')]));
  expect(to).toEqual({
    newSubmissions: '/jianli/index?status=new',
    unreadChats: undefined,
    interviewsToday: '/interview/index?from=2026-12-07&to=2026-12-07',
    pendingHelpSignups: '/help/apply',
    expiringJobs: '/zhiwei/index?status=2&expiring=3&sort=expiresAt&order=asc',
  });
});
