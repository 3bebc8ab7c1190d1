// /login and /loginByUnion against the real server (demo accounts, password demo1234).
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLiveConsole } from '../../../test/live-console';
import { configureApi } from '../../api/api-effects';
import { fakeEffects } from '../../../test/recorded-effects';
import { getToken } from '../../session/token';
import { LoginByUnionPage, LoginPage } from './index';

const server = useLiveConsole({ i18n: true });
beforeEach(() => sessionStorage.clear());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(entry: string) {
  const fx = fakeEffects();
  const restore = configureApi(fx);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/loginByUnion" element={<LoginByUnionPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { fx, restore };
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('the login page', () => {
  it('signs in, keeps the token and goes to the redirect target', async () => {
    const { restore } = renderAt('/login?redirect=/zhiwei/index');
    fill('demo_hr', 'demo1234');
    expect((await screen.findByTestId('where')).textContent).toBe('/zhiwei/index');
    const info = await fetch(`${server().origin}/front/v1/user/info`, { headers: { authorization: `Bearer ${getToken()}` } });
    expect(((await info.json()) as { data: { username: string } }).data.username).toBe('demo_hr');
    restore();
  });

  it('goes home without a redirect, and never to another site', async () => {
    const { restore } = renderAt('/login?redirect=//evil.example/x');
    fill('demo_admin', 'demo1234');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
    restore();
  });

  it('shows the server message inline on a wrong password, with no toast and nothing cleared', async () => {
    const { fx, restore } = renderAt('/login');
    fill('demo_hr', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(getToken()).toBeNull();
    expect(fx.log).toEqual([]);
    restore();
  });

  it('asks for the username and password before calling', async () => {
    const { restore } = renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    restore();
  });

  it('takes a username of spaces as none, and sends a padded one trimmed', async () => {
    const { restore } = renderAt('/login');
    fill('   ', 'demo1234');
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    fill('  demo_hr  ', 'demo1234');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
    restore();
  });
});

describe('the login page and accounts that do not belong there', () => {
  it('refuses a candidate account: no token is kept and the user stays on the sign-in', async () => {
    const { restore } = renderAt('/login');
    fill('demo_c1', 'demo1234');
    expect((await screen.findByRole('alert')).textContent).toBe('该账号不是企业账号，请使用企业账号登录');
    expect(getToken()).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
    restore();
  });

  it('says a too-long username is too long, and drops the error of the last attempt once the user edits', async () => {
    const { restore } = renderAt('/login');
    fill('demo_hr', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    fill('x'.repeat(320), 'demo1234');
    expect(await screen.findByText('用户名不能超过64个字符')).toBeTruthy();
    expect(screen.queryByText('请输入用户名')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    restore();
  });
});

describe('the union login page', () => {
  it('signs a company account in through the union scope', async () => {
    const { restore } = renderAt('/loginByUnion');
    expect(screen.getByRole('heading').textContent).toBe('工会会员登录');
    fill('demo_hr', 'demo1234');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
    expect(getToken()).toEqual(expect.any(String));
    restore();
  });

  it('refuses a candidate account, saying which accounts sign in here', async () => {
    const { restore } = renderAt('/loginByUnion');
    fill('demo_c1', 'demo1234');
    expect((await screen.findByRole('alert')).textContent).toBe('该账号不是企业账号，请使用企业账号登录');
    expect(getToken()).toBeNull();
    restore();
  });
});
