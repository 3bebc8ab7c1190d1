// The portal's entry: the router over location.hash, the session and the chat widget.
import { CHAT_LOCALES, chatLocale, loadWidget, setChatLocale, startChat, stopChat } from './chat.js';
import { session } from './session.js';
import { renderApplications } from './views/applications.js';
import { setUpHeader } from './views/header.js';
import { renderJobDetail } from './views/job-detail.js';
import { renderJobs } from './views/jobs.js';
import { renderSignIn } from './views/sign-in.js';

const { apiBase } = /** @type {any} */ (window).PORTAL_CONFIG;
const main = /** @type {HTMLElement} */ (document.getElementById('main'));
let renders = 0;
let firstRender = true;

/** Sends the reader to the sign-in page, back here afterwards. */
function askSignIn(reason = '') {
  const next = location.hash.startsWith('#/login') ? '#/jobs' : location.hash || '#/jobs';
  const q = new URLSearchParams({ next });
  if (reason) q.set('reason', reason);
  location.hash = `#/login?${q}`;
}

const header = setUpHeader({
  onSignIn: () => askSignIn(),
  onSignOut: async () => {
    await session.signOut();
    location.hash = '#/jobs';
  },
});

async function route() {
  const id = ++renders;
  const current = () => id === renders;
  const [path, search = ''] = (location.hash || '#/jobs').slice(1).split('?');
  const params = new URLSearchParams(search);
  const detail = /^\/jobs\/(\d+)$/.exec(path);
  const name = detail ? 'jobs' : path === '/applications' ? 'applications' : path === '/login' ? 'login' : 'jobs';
  header.setRoute(name);
  document.title = { jobs: '职位', applications: '我的投递', login: '登录' }[name] + ' - 就业服务门户';
  if (detail) await renderJobDetail(main, detail[1], { current, askSignIn });
  else if (name === 'applications') await renderApplications(main, { current, askSignIn });
  else if (name === 'login') {
    if (session.signedIn) location.hash = params.get('next') || '#/jobs';
    else renderSignIn(main, { reason: params.get('reason') ?? undefined, next: params.get('next') || '#/jobs' });
  } else await renderJobs(main, params, current);
  // After a navigation, the page's heading takes focus so a screen reader starts there.
  if (current() && !firstRender && name !== 'login') main.querySelector('h1')?.focus();
  firstRender = false;
}

// The widget starts with a session and stops without one.
let chatToken = null;
session.subscribe(() => {
  const token = session.signedIn ? session.token : null;
  if (token === chatToken) return;
  chatToken = token;
  if (token) startChat(apiBase, token);
  else stopChat();
});

// The chat's language: the widget starts again in the one chosen (the portal itself is Chinese).
const languages = /** @type {HTMLSelectElement} */ (document.getElementById('chat-locale'));
for (const [value, label] of CHAT_LOCALES) languages.add(new Option(label, value, false, value === chatLocale()));
languages.addEventListener('change', () => {
  setChatLocale(languages.value);
  if (chatToken) startChat(apiBase, chatToken);
});

loadWidget(apiBase);
window.addEventListener('hashchange', route);
await session.restore();
await route();
