// The platform's chat widget, embedded as any portal would: its script tag, then
// EmploymentChat.init once someone is signed in. The widget lives in its own shadow root.

const w = /** @type {any} */ (window);
const unreadListeners = new Set();
let started = false;

/**
 * The queue stub of the widget's snippet (packages/chat-widget/src/embed/snippet.html): calls
 * made before the script has loaded are replayed by it.
 */
function ensureStub() {
  const q = (w.EmploymentChat = w.EmploymentChat || []);
  for (const method of ['init', 'open', 'close', 'on', 'destroy']) {
    q[method] = q[method] || ((...args) => q.push([method, ...args]));
  }
}

/** Adds <script src="{apiBase}/widget/employment-chat.js">. */
export function loadWidget(apiBase) {
  ensureStub();
  if (document.querySelector('script[data-employment-chat]')) return;
  const script = document.createElement('script');
  script.src = `${apiBase}/widget/employment-chat.js`;
  script.async = true;
  script.dataset.employmentChat = '';
  script.addEventListener('error', () => console.error(`[portal] the chat widget did not load from ${script.src}`));
  document.head.append(script);
}

/** The chat's languages (the widget's locales), the one chosen kept for this tab. */
export const CHAT_LOCALES = [
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
  ['en-US', 'English'],
];
const LOCALE_KEY = 'ec-portal-chat-locale';
export const chatLocale = () => sessionStorage.getItem(LOCALE_KEY) ?? 'zh-CN';
export function setChatLocale(/** @type {string} */ locale) {
  sessionStorage.setItem(LOCALE_KEY, locale);
}

/** Starts the chat for a signed-in job seeker, with the widget's own launcher button. */
export function startChat(apiBase, token) {
  if (started) stopChat();
  started = true;
  w.EmploymentChat.init({ apiBase, token, locale: chatLocale(), role: 'candidate', launcher: true, container: '#chat' });
  w.EmploymentChat.on('unread-change', (/** @type {{ total: number }} */ { total }) => unreadListeners.forEach((listener) => listener(total)));
}

export function stopChat() {
  if (!started) return;
  started = false;
  w.EmploymentChat.destroy();
  unreadListeners.forEach((listener) => listener(0));
}

/** Opens a conversation, about a job when jobId is given (the widget records the linkage). */
export function openChat(target) {
  w.EmploymentChat.open(target);
}

/** @param {(total: number) => void} listener */
export function onUnread(listener) {
  unreadListeners.add(listener);
}
