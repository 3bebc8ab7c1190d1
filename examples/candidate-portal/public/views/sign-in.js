// The sign-in page: username and password of a job seeker; the demo accounts are listed.
import { h } from '../dom.js';
import { session } from '../session.js';

/**
 * @param {HTMLElement} main
 * @param {{ reason?: string, next: string }} options where to go once signed in
 */
export function renderSignIn(main, { reason, next }) {
  const error = h('section', { className: 'form-error' });
  const username = h('input', { id: 'username', name: 'username', autocomplete: 'username', required: true, className: 'field-input' });
  const password = h('input', {
    id: 'password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
    className: 'field-input',
  });
  const submit = h('button', { type: 'submit', className: 'btn btn-primary', text: '登录' });
  const showError = (message) => error.replaceChildren(h('p', { role: 'alert', className: 'alert', text: message }));

  const form = h(
    'form',
    {
      'aria-label': '登录',
      className: 'sign-in-form',
      novalidate: true,
      onsubmit: async (/** @type {SubmitEvent} */ event) => {
        event.preventDefault();
        const name = /** @type {HTMLInputElement} */ (username).value.trim();
        const secret = /** @type {HTMLInputElement} */ (password).value;
        if (!name || !secret) return showError('请输入用户名和密码');
        error.replaceChildren();
        submit.setAttribute('disabled', '');
        submit.textContent = '登录中…';
        try {
          await session.signIn(name, secret);
          location.hash = next;
        } catch (e) {
          showError(/** @type {Error} */ (e).message);
          submit.removeAttribute('disabled');
          submit.textContent = '登录';
          /** @type {HTMLInputElement} */ (password).select();
        }
      },
    },
    h('p', { className: 'field' }, h('label', { for: 'username', text: '用户名' }), username),
    h('p', { className: 'field' }, h('label', { for: 'password', text: '密码' }), password),
    error,
    submit,
  );

  main.replaceChildren(
    h(
      'section',
      { className: 'panel narrow' },
      h('h1', { className: 'page-title', tabindex: '-1', text: '求职者登录' }),
      reason ? h('p', { className: 'lead', text: reason }) : null,
      form,
      h('p', { className: 'hint' }, '演示账号：demo_c1 … demo_c30，密码均为 ', h('code', { text: 'demo1234' })),
    ),
  );
  username.focus();
}
