// 我的投递 (#/applications): the signed-in job seeker's applications, newest first.
import { api } from '../api.js';
import { errorBox, formatTime, h } from '../dom.js';
import { session } from '../session.js';

/** @param {HTMLElement} main @param {{ current: () => boolean, askSignIn: (reason: string) => void }} context */
export async function renderApplications(main, { current, askSignIn }) {
  const title = h('h1', { className: 'page-title', tabindex: '-1', text: '我的投递' });
  if (!session.signedIn) {
    main.replaceChildren(
      title,
      h('p', { className: 'lead', text: '登录后查看您投递过的职位。' }),
      h('button', { type: 'button', className: 'btn btn-primary', onclick: () => askSignIn('请先登录，再查看我的投递'), text: '去登录' }),
    );
    return;
  }
  main.replaceChildren(title, h('p', { className: 'loading', role: 'status', text: '正在加载投递记录…' }));
  let data;
  try {
    data = await api.applications(session.token);
  } catch (e) {
    if (current())
      main.replaceChildren(
        title,
        errorBox(`投递记录加载失败：${/** @type {Error} */ (e).message}`, () => renderApplications(main, { current, askSignIn })),
      );
    return;
  }
  if (!current()) return;
  if (data.list.length === 0) {
    main.replaceChildren(title, h('p', { className: 'empty', text: '还没有投递记录' }), h('p', {}, h('a', { href: '#/jobs', text: '去看看职位' })));
    return;
  }
  // The status first after the job: on a narrow screen the rest scrolls into view.
  const head = ['职位', '状态', '投递时间', '公司', '城市'];
  const table = h(
    'table',
    { className: 'table' },
    h('caption', { className: 'visually-hidden', text: '我的投递' }),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        head.map((text) => h('th', { scope: 'col', text })),
      ),
    ),
    h(
      'tbody',
      {},
      data.list.map((row) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, h('a', { href: `#/jobs/${row.jobId}`, text: row.jobTitle })),
          h('td', {}, h('span', { className: `status status-${row.status}`, text: row.statusLabel })),
          h('td', {}, h('time', { datetime: row.createdAt, text: formatTime(row.createdAt) })),
          h('td', { className: 'wrap', text: row.companyName }),
          h('td', { text: row.city ?? '' }),
        ),
      ),
    ),
  );
  // A narrow screen scrolls the table inside this region (focusable, so the keyboard can too).
  main.replaceChildren(
    title,
    h('p', { className: 'result-status', text: `共 ${data.list.length} 条投递` }),
    h('section', { className: 'table-scroll', tabindex: '0', 'aria-label': '投递记录表' }, table),
  );
}
