// /resetPass against the real server (ALLOW_MOCK_LOGIN: the code comes back as mockCode).
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLiveConsole } from '../../../test/live-console';
import { ResetPassPage } from './index';

const server = useLiveConsole({ i18n: true });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/resetPass']}>
      <ResetPassPage />
    </MemoryRouter>,
  );
}

async function askCode(username: string): Promise<string> {
  type('用户名', username);
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  const notice = (await screen.findByRole('status')).textContent ?? '';
  return /(\d{6})$/.exec(notice)?.[1] ?? '';
}

const loginStatus = async (username: string, password: string) =>
  (
    await fetch(`${server().origin}/front/v1/common/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
  ).status;

describe('the reset-password page', () => {
  it('asks for a code, sets the new password with it, and the new password signs in', async () => {
    renderPage();
    const code = await askCode('demo_hr2');
    expect(code).toMatch(/^\d{6}$/);
    type('验证码', code);
    type('新密码', 'brand-new-42');
    type('确认密码', 'brand-new-42');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
    expect(await loginStatus('demo_hr2', 'brand-new-42')).toBe(200);
    expect(await loginStatus('demo_hr2', 'demo1234')).toBe(401);
  });

  it('shows the server message inline for a wrong code', async () => {
    renderPage();
    const code = await askCode('demo_admin');
    type('验证码', code === '000000' ? '111111' : '000000');
    type('新密码', 'brand-new-42');
    type('确认密码', 'brand-new-42');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误或已过期');
    expect(await loginStatus('demo_admin', 'demo1234')).toBe(200);
  });

  it('checks the form before calling: the code, the length and the repeat of the password', async () => {
    renderPage();
    type('用户名', 'demo_hr');
    type('验证码', '12');
    type('新密码', 'short');
    type('确认密码', 'other');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('请输入6位验证码')).toBeTruthy();
    expect(screen.getByText('密码长度为8到64位')).toBeTruthy();
    type('新密码', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('asks for the username before sending a code', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
  });
});
