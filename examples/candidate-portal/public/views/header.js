// The header: the current page in the nav, the unread total, and sign in / the user and sign out.
import { openChat, onUnread } from '../chat.js';
import { session } from '../session.js';

/** @param {{ onSignIn: () => void, onSignOut: () => void }} actions */
export function setUpHeader({ onSignIn, onSignOut }) {
  const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const unread = $('unread');
  const userName = $('user-name');
  const signIn = $('sign-in');
  const signOut = $('sign-out');
  signIn.addEventListener('click', onSignIn);
  signOut.addEventListener('click', onSignOut);
  // The portal's own badge beside the widget's launcher: a press opens the chat too.
  unread.addEventListener('click', () => openChat({}));

  onUnread((total) => {
    unread.textContent = `消息 ${total}`;
    unread.setAttribute('aria-label', `未读消息 ${total} 条`);
    unread.classList.toggle('has-unread', total > 0);
  });

  const render = () => {
    const user = session.signedIn ? session.user : null;
    userName.textContent = user ? user.name || user.nickname || '' : '';
    userName.hidden = !user;
    unread.hidden = !user;
    signOut.hidden = !user;
    // On the sign-in page its own form's button is the one 登录 button.
    signIn.hidden = Boolean(user) || location.hash.startsWith('#/login');
  };
  session.subscribe(render);
  return {
    render,
    /** Marks the nav link of the current page (aria-current). */
    setRoute(name) {
      for (const link of document.querySelectorAll('.nav-link')) {
        if (link.getAttribute('data-route') === name) link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
      render();
    },
  };
}
