// The route table (docs/console.md §2; docs/development.md §5, rule 8): it drives the router, the
// menu, the guard, the breadcrumb and the tabs. Pages are route-level chunks (`page` is a lazy
// import).
import type { ComponentType } from 'react';
import type { ConsoleKey, KeyInTopic } from './i18n-keys';

/**
 * Who may open a route: `public` without a session; `session` any signed-in user; `listed` (the
 * default) users whose access list names the route; `mainAdmin` the company main admin only.
 */
export type RouteAccess = 'public' | 'session' | 'listed' | 'mainAdmin';

export interface RouteDef {
  name: string;
  /** Absolute, below the basename. */
  path: string;
  /** i18n key of the menu, tab, breadcrumb and document title. */
  title: ConsoleKey;
  access?: RouteAccess;
  /** Not in the menu. */
  hidden?: boolean;
  /** A hidden page's menu page (its name): the breadcrumb shows it between home and the page. */
  parent?: string;
  /** Not kept alive as a tab: remounted on each visit. */
  noCache?: boolean;
  /** Always the first tab, not closable. */
  affix?: boolean;
  /** An external link opened in a new window (menu only, no page). */
  href?: string;
  /** Opens the chat modal instead of a page. */
  opensChat?: boolean;
  /** Shown without the layout (sign-in pages, errors). */
  bare?: boolean;
  page?: () => Promise<{ default: ComponentType }>;
}

export const BASENAME = '/enterprise_web';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
/** docs/console.md §2: `/` redirects to the job list. */
export const INDEX_REDIRECT = '/zhiwei/index';
/** The evaluation survey of the feedback group; the spec does not give its address. */
export const SURVEY_URL = 'https://wj.qq.com/';

const empty = () => import('./pages/empty-page');
const errors = {
  401: () => import('./pages/unauthorized-page'),
  500: () => import('./pages/server-error-page'),
  404: () => import('./pages/not-found-page'),
};

type SignInPage = keyof typeof import('./pages/login');
const signIn = (page: SignInPage) => () => import('./pages/login').then((pages) => ({ default: pages[page] as ComponentType }));

/** A route named after its menu title (locales/zh-CN/menu.ts). */
const row = (name: KeyInTopic<'menu'>, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, title: `menu.${name}`, page: empty, ...extra });

export const routes: RouteDef[] = [
  // The sign-in pages (pages/login), one chunk.
  row('login', '/login', { access: 'public', hidden: true, bare: true, noCache: true, page: signIn('LoginPage') }),
  row('loginByUnion', '/loginByUnion', { access: 'public', hidden: true, bare: true, noCache: true, page: signIn('LoginByUnionPage') }),
  row('resetPass', '/resetPass', { access: 'public', hidden: true, bare: true, noCache: true, page: signIn('ResetPassPage') }),
  // docs/console.md §2: the register page's path is not shown; /register is ours.
  row('register', '/register', { access: 'public', hidden: true, bare: true, noCache: true, page: signIn('RegisterPage') }),
  row('rule', '/rule', { access: 'public', hidden: true, bare: true, page: signIn('RulePage') }),
  row('CompanyAgreement', '/agreement/index', { access: 'session', hidden: true, page: () => import('./pages/documents/agreement-page') }),
  row('home', HOME_PATH, { affix: true, page: () => import('./pages/home/home-page') }),
  row('communicateIndex', '/communicate/index', { opensChat: true, noCache: true }),
  row('zhiweiIndex', '/zhiwei/index', { page: () => import('./pages/jobs/job-list-page') }),
  row('zhiweiEdit', '/zhiwei/edit', { hidden: true, parent: 'zhiweiIndex', noCache: true, page: () => import('./pages/jobs/job-edit-page') }),
  row('jianliIndex', '/jianli/index', { page: () => import('./pages/submissions/submission-list-page') }),
  row('zhaorenIndex', '/zhaoren/index', { page: () => import('./pages/talent/resume-search-page') }),
  row('niurenIndex', '/niuren/index', { page: () => import('./pages/talent/talent-pool-page') }),
  row('interviewIndex', '/interview/index', { page: () => import('./pages/interviews/interview-list-page') }),
  row('qiyeZhaopinhuiIndex', '/qiye/zhaopinhui/index', { page: () => import('./pages/fairs/fair-list-page') }),
  row('qiyeZhaopinhuiEdit', '/qiye/zhaopinhui/edit', {
    hidden: true,
    parent: 'qiyeZhaopinhuiIndex',
    noCache: true,
    page: () => import('./pages/fairs/fair-detail-page'),
  }),
  row('HelpManage', '/help/apply', { page: () => import('./pages/help/help-apply-page') }),
  row('HelpPlan', '/help/plan', { page: () => import('./pages/help/help-plan-page') }),
  row('HelpProjectEdit', '/help/project-edit', { hidden: true, parent: 'HelpPlan', noCache: true, page: () => import('./pages/help/help-project-edit-page') }),
  row('HelpProjectDetail', '/help/project-detail', { hidden: true, parent: 'HelpPlan', page: () => import('./pages/help/help-project-detail-page') }),
  row('HelpDatas', '/help/datas', { page: () => import('./pages/help/help-datas-page') }),
  row('friendIndex', '/friend/index', { access: 'mainAdmin', page: () => import('./pages/colleagues/colleague-list-page') }),
  row('mycompany-info', '/mycompany/info', { access: 'mainAdmin', page: () => import('./pages/company/company-info-page') }),
  row('mycompany-edit', '/mycompany/edit', {
    access: 'mainAdmin',
    hidden: true,
    parent: 'mycompany-info',
    noCache: true,
    page: () => import('./pages/company/company-edit-page'),
  }),
  row('name-card', '/name/card', { hidden: true, parent: 'ziliaoIndex', noCache: true, page: () => import('./pages/profile/name-card-page') }),
  row('ziliaoIndex', '/ziliao/index', { page: () => import('./pages/profile/profile-page') }),
  row('ziliao-edit', '/ziliao/edit', { hidden: true, parent: 'ziliaoIndex', noCache: true, page: () => import('./pages/profile/profile-edit-page') }),
  row('datasIndex', '/datas/index', { page: () => import('./pages/datas/recruiting-data-page') }),
  row('yijianIndex', '/yijian/index', { page: () => import('./pages/feedback/feedback-page') }),
  { name: 'survey', path: '/survey', title: 'menu.survey', access: 'session', href: SURVEY_URL },
  row('communicationIndex', '/communication/index', { hidden: true, parent: 'zhaorenIndex', page: () => import('./pages/talent/contacted-page') }),
  row('collectionIndex', '/collection/index', { hidden: true, parent: 'zhaorenIndex', page: () => import('./pages/talent/favourites-page') }),
  row('recommendIndex', '/recommend/index', { hidden: true, parent: 'zhaorenIndex', page: () => import('./pages/talent/recommend-page') }),
  { name: '401', path: '/401', title: 'menu.unauthorized', access: 'public', hidden: true, bare: true, noCache: true, page: errors[401] },
  { name: '500', path: '/500', title: 'menu.serverError', access: 'public', hidden: true, bare: true, noCache: true, page: errors[500] },
];

/** The catch-all 404 (any path no row names). */
export const notFoundRoute: RouteDef = { name: '404', path: '*', title: 'menu.notFound', access: 'session', hidden: true, noCache: true, page: errors[404] };

/**
 * The path of the route named `name` (below the basename), with the query's non-empty values:
 * pages link by name, so a path is written once, in the table above.
 */
export function pathOf(name: string, query?: Record<string, string | number | undefined>, table: readonly RouteDef[] = routes): string {
  const route = table.find((row) => row.name === name && !row.href);
  if (!route) throw new Error(`No route named ${name}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${route.path}?${text}` : route.path;
}

/** The row of a path (query and trailing slash ignored), or undefined. */
export function findRoute(path: string, table: readonly RouteDef[] = routes): RouteDef | undefined {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return table.find((route) => !route.href && route.path === bare);
}
