// One small element builder. Text always goes in as text nodes, never parsed as markup: everything the
// API answers is written by other people.

/**
 * @param {string} tag
 * @param {Record<string, unknown>} [props] attributes; `on…` adds a listener, `text` sets textContent
 * @param {...(Node | string | number | null | undefined | false | Array<Node | string | null | undefined | false>)} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') el.textContent = String(value);
    else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    else el.setAttribute(key === 'className' ? 'class' : key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : String(child));
  }
  return el;
}

/** A date as the reader's wall time, yyyy-MM-dd HH:mm. */
export function formatTime(value) {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** An error message in role="alert", with an optional retry button. */
export function errorBox(message, retry) {
  return h(
    'section',
    { className: 'notice notice-error' },
    h('p', { role: 'alert', text: message }),
    retry ? h('button', { type: 'button', className: 'btn btn-ghost', onclick: retry, text: '重试' }) : null,
  );
}
