// A job (#/jobs/<id>): its facts and text, applying with a resume, and a chat with its recruiter.
import { api, ApiError } from '../api.js';
import { openChat } from '../chat.js';
import { errorBox, h } from '../dom.js';
import { session } from '../session.js';

/**
 * @param {HTMLElement} main
 * @param {string} id
 * @param {{ current: () => boolean, askSignIn: (reason: string) => void }} context
 */
export async function renderJobDetail(main, id, { current, askSignIn }) {
  main.replaceChildren(h('p', { className: 'loading', role: 'status', text: '正在加载职位…' }));
  let job;
  try {
    job = await api.job(id, session.token);
  } catch (e) {
    if (!current()) return;
    const missing = e instanceof ApiError && e.code === 404;
    main.replaceChildren(
      h('h1', { className: 'page-title', tabindex: '-1', text: missing ? '职位不存在或已下线' : '职位加载失败' }),
      missing
        ? h('p', {}, h('a', { href: '#/jobs', text: '返回职位列表' }))
        : errorBox(/** @type {Error} */ (e).message, () => renderJobDetail(main, id, { current, askSignIn })),
    );
    return;
  }
  if (!current()) return;

  const feedback = h('section', { className: 'feedback' });
  const applyButton = h('button', { type: 'button', className: 'btn btn-primary', text: '投递简历' });
  const chatButton = h('button', { type: 'button', className: 'btn btn-secondary', text: '和招聘者聊聊', disabled: !job.recruiter });
  const markApplied = () => {
    applyButton.textContent = '已投递';
    applyButton.setAttribute('disabled', '');
  };
  if (job.applied) markApplied();
  const say = (role, text) => feedback.replaceChildren(h('p', { role, className: role === 'alert' ? 'alert' : 'success', text }));

  const apply = async (resumeId) => {
    applyButton.setAttribute('disabled', '');
    try {
      await api.apply(session.token, job.id, resumeId);
      markApplied();
      say('status', '投递成功');
    } catch (e) {
      if (e instanceof ApiError && e.code === 409) markApplied();
      else applyButton.removeAttribute('disabled');
      say('alert', /** @type {Error} */ (e).message);
    }
  };

  applyButton.addEventListener('click', async () => {
    if (!session.signedIn) return askSignIn('请先登录，再投递简历');
    let resumes;
    try {
      ({ list: resumes } = await api.resumes(session.token));
    } catch (e) {
      return say('alert', /** @type {Error} */ (e).message);
    }
    if (resumes.length === 0) return say('alert', '您还没有简历，请先在招聘平台创建简历');
    if (resumes.length === 1) return apply(resumes[0].id);
    feedback.replaceChildren(resumePicker(resumes, apply));
  });
  chatButton.addEventListener('click', () => {
    if (!session.signedIn) return askSignIn('请先登录，再和招聘者聊天');
    openChat({ userID: job.recruiter.userID, jobId: job.id });
  });

  const facts = [
    ['薪资', job.salaryString],
    ['城市', job.city],
    ['地址', job.address],
    ['经验', job.experience],
    ['学历', job.degree],
    ['类型', job.jobType],
    ['招聘人数', job.headcount ? `${job.headcount} 人` : null],
  ].filter(([, value]) => value);

  main.replaceChildren(
    h('p', { className: 'back' }, h('a', { href: '#/jobs', text: '← 返回职位列表' })),
    h(
      'article',
      { className: 'job-detail' },
      h(
        'header',
        { className: 'job-head' },
        h('h1', { className: 'page-title', tabindex: '-1', text: job.title }),
        h('p', { className: 'job-salary big', text: job.salaryString }),
        h('p', { className: 'job-company', text: [job.company.name, job.company.industry].filter(Boolean).join(' · ') }),
      ),
      h(
        'dl',
        { className: 'facts' },
        facts.map(([term, value]) => h('div', { className: 'fact' }, h('dt', { text: term }), h('dd', { text: value }))),
      ),
      job.welfare.length
        ? h(
            'ul',
            { className: 'tags', 'aria-label': '福利' },
            job.welfare.map((tag) => h('li', { className: 'tag', text: tag })),
          )
        : null,
      h('section', { className: 'actions', 'aria-label': '操作' }, applyButton, chatButton),
      feedback,
      textSection('职位描述', job.description),
      textSection('任职要求', job.requirements),
      job.recruiter
        ? h('p', { className: 'recruiter', text: `招聘者：${job.recruiter.name}${job.recruiter.title ? `（${job.recruiter.title}）` : ''}` })
        : null,
    ),
  );
}

function textSection(title, text) {
  if (!text) return null;
  return h('section', { className: 'job-text' }, h('h2', { text: title }), h('p', { className: 'pre-line', text }));
}

/** With several resumes the candidate picks one. */
function resumePicker(resumes, apply) {
  const name = 'resume-choice';
  return h(
    'form',
    {
      className: 'resume-picker',
      'aria-label': '选择简历',
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        const chosen = /** @type {HTMLFormElement} */ (e.currentTarget).querySelector(`input[name="${name}"]:checked`);
        if (chosen) apply(Number(/** @type {HTMLInputElement} */ (chosen).value));
      },
    },
    h(
      'fieldset',
      {},
      h('legend', { text: '选择要投递的简历' }),
      resumes.map((r, i) => h('label', { className: 'choice' }, h('input', { type: 'radio', name, value: r.id, checked: i === 0 }), ` ${r.fileName}`)),
    ),
    h('button', { type: 'submit', className: 'btn btn-primary', text: '确认投递' }),
  );
}
