// The job list (#/jobs): search, results, paging; loading, empty and error states. The search
// and the page stay in the address (#/jobs?keyword=…&page=…) so Back and a shared link work.
import { api } from '../api.js';
import { errorBox, h } from '../dom.js';

const PAGE_SIZE = 10;

/** @param {HTMLElement} main @param {URLSearchParams} params @param {() => boolean} current */
export async function renderJobs(main, params, current) {
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next) => {
    const q = new URLSearchParams();
    if (next.keyword) q.set('keyword', next.keyword);
    if (next.page > 1) q.set('page', String(next.page));
    const text = q.toString();
    location.hash = `#/jobs${text ? `?${text}` : ''}`;
  };

  const input = h('input', { id: 'job-search', type: 'search', name: 'keyword', className: 'field-input', placeholder: '职位、公司或关键词' });
  /** @type {HTMLInputElement} */ (input).value = keyword;
  const search = h(
    'form',
    {
      role: 'search',
      className: 'search',
      onsubmit: (/** @type {Event} */ e) => (e.preventDefault(), go({ keyword: /** @type {HTMLInputElement} */ (input).value.trim(), page: 1 })),
    },
    h('label', { for: 'job-search', className: 'search-label', text: '搜索职位' }),
    h('span', { className: 'search-row' }, input, h('button', { type: 'submit', className: 'btn btn-primary', text: '搜索' })),
  );
  const status = h('p', { className: 'result-status', role: 'status', text: '正在加载职位…' });
  const results = h('section', { className: 'results', 'aria-busy': 'true' });
  main.replaceChildren(h('h1', { className: 'page-title', tabindex: '-1', text: keyword ? `“${keyword}”的职位` : '最新职位' }), search, status, results);

  let data;
  try {
    data = await api.jobs({ keyword, page, size: PAGE_SIZE });
  } catch (e) {
    if (!current()) return;
    status.textContent = '';
    results.removeAttribute('aria-busy');
    results.replaceChildren(errorBox(`职位加载失败：${/** @type {Error} */ (e).message}`, () => renderJobs(main, params, current)));
    return;
  }
  if (!current()) return;
  results.removeAttribute('aria-busy');
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  if (data.list.length === 0) {
    status.textContent = '';
    results.replaceChildren(
      h('p', { className: 'empty', text: '暂无职位' }),
      keyword ? h('p', { className: 'hint', text: '换个关键词试试，或清空搜索查看全部职位。' }) : null,
    );
    return;
  }
  status.textContent = `共 ${data.total} 个职位，第 ${page} / ${pages} 页`;
  results.replaceChildren(
    h('ul', { className: 'job-list', 'aria-label': '职位列表' }, data.list.map(jobCard)),
    h(
      'nav',
      { className: 'pager', 'aria-label': '分页' },
      h('button', { type: 'button', className: 'btn btn-ghost', disabled: page <= 1, onclick: () => go({ keyword, page: page - 1 }), text: '上一页' }),
      h('span', { className: 'pager-state', text: `${page} / ${pages}` }),
      h('button', { type: 'button', className: 'btn btn-ghost', disabled: page >= pages, onclick: () => go({ keyword, page: page + 1 }), text: '下一页' }),
    ),
  );
}

function jobCard(job) {
  const facts = [job.city, job.experience, job.degree, job.jobType].filter(Boolean);
  return h(
    'li',
    { className: 'job-card' },
    h('h2', { className: 'job-title' }, h('a', { href: `#/jobs/${job.id}`, className: 'job-link', text: job.title })),
    h('p', { className: 'job-salary', text: job.salaryString }),
    h('p', { className: 'job-company', text: job.companyName }),
    h('p', { className: 'job-facts', text: facts.join(' · ') }),
  );
}
