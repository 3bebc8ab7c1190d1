// The shared look of the 401, 404 and 500 pages. A signed-in user can always leave: 返回首页 where
// home is theirs to open, and 退出登录 (a candidate's or a stale session must never be a trap).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleKey } from '../i18n-keys';
import { findRoute, HOME_PATH, LOGIN_PATH } from '../routes';
import { canOpen } from '../session/access';
import { useOptionalSessionActor } from '../session/session-provider';

const Box = styled.section`
  padding: 96px 24px;
  text-align: center;
  color: #303133;
  h1 {
    font-size: 48px;
    margin: 0 0 8px;
  }
  .ways {
    display: flex;
    gap: 16px;
    justify-content: center;
    align-items: center;
  }
  button {
    font: inherit;
    color: #409eff;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
    text-decoration: underline;
  }
`;

export function ErrorPage({ code, title, text }: { code: string; title: ConsoleKey; text: ConsoleKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useOptionalSessionActor();
  const ready = useSelector(session ?? undefined, (snapshot) => snapshot?.matches('ready') ?? false);
  const signedIn = useSelector(session ?? undefined, (snapshot) => snapshot?.context.token != null);
  const homeOpen = useSelector(session ?? undefined, (snapshot) => {
    const access = snapshot?.context.access;
    const home = findRoute(HOME_PATH);
    return !access || !home || canOpen(home, access);
  });
  // In the layout the header's dialog confirms; without it (the user info failed) the token goes.
  const logout = () => {
    if (!session) return;
    if (ready) session.send({ type: 'LOGOUT' });
    else {
      session.send({ type: 'EXPIRED' });
      navigate(LOGIN_PATH, { replace: true });
    }
  };
  return (
    <Box aria-labelledby="error-title">
      <h1 id="error-title">{code}</h1>
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <div className="ways">
        {homeOpen && <Link to={HOME_PATH}>{t('common.backHome')}</Link>}
        {signedIn && (
          <button type="button" onClick={logout}>
            {t('common.logout')}
          </button>
        )}
      </div>
    </Box>
  );
}
