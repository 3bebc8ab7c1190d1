// The client against the real server: headers, envelope, blobs, and the policy on real answers.
import { useLiveConsole } from '../../test/live-console';
import { clearToken, setToken } from '../session/token';
import { configureApi } from './api-effects';
import { ApiError } from './api-error';
import { request, requestEnvelope } from './client';
import { createConsoleI18n, setLocale } from '../i18n';
import { fakeEffects } from '../../test/recorded-effects';

const server = useLiveConsole({ i18n: true });
afterEach(() => clearToken());

function withFakes() {
  const fx = fakeEffects();
  const restore = configureApi(fx);
  return { fx, restore };
}

describe('the API client', () => {
  it('sends the bearer token, the page path and the language, and answers the data', async () => {
    setToken(await server().tokenOf('demo_hr'));
    window.history.pushState({}, '', '/enterprise_web/zhiwei/index');
    const spy = jest.spyOn(globalThis, 'fetch');
    const info = await request<{ username: string }>('front/v1/user/info');
    expect(info.username).toBe('demo_hr');
    const headers = new Headers((spy.mock.calls[0]![1] as RequestInit).headers);
    expect(headers.get('authorization')).toMatch(/^Bearer /);
    expect(headers.get('x-page-path')).toBe('/enterprise_web/zhiwei/index');
    expect(headers.get('accept-language')).toBe('zh-CN');
    spy.mockRestore();
  });

  it("asks for the console's language: a switch to en-US gets the server's messages in English", async () => {
    const console = createConsoleI18n('zh-CN');
    setToken(await server().tokenOf('demo_hr'));
    setLocale(console, 'en-US');
    // The switch is done once the language's texts are in (a chunk, loaded).
    await new Promise((resolve) => console.on('languageChanged', resolve));
    const spy = jest.spyOn(globalThis, 'fetch');
    const failure = await request('front/v1/common/dict-data', { policy: false }).catch((e: unknown) => e);
    expect(new Headers((spy.mock.calls[0]![1] as RequestInit).headers).get('accept-language')).toBe('en-US');
    expect((failure as ApiError).message).toMatch(/dictType/);
    expect((failure as ApiError).message).not.toMatch(/[\u4e00-\u9fff]/);
    spy.mockRestore();
    setLocale(console, 'zh-CN');
    localStorage.clear();
  });

  it('body 401 without a session: clears, toasts, logs out of chat, goes to login, rejects', async () => {
    const { fx, restore } = withFakes();
    await expect(request('front/v1/user/info')).rejects.toMatchObject({ code: 401 });
    expect(fx.log).toEqual([['clearStorage'], ['toast', '登录已失效，请重新登录', 3000], ['logoutChat'], ['navigate', '/login']]);
    restore();
  });

  it('HTTP 490 for a recruiter without a card goes to the name-card page', async () => {
    const { fx, restore } = withFakes();
    setToken(await server().tokenOf('demo_hr2'));
    const failure = await request('front/v1/job', { query: { pageSize: 100, idOrder: 'desc', status: 2 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(490);
    // With the server's message to show there (and, in a browser, where the user was).
    expect(fx.log).toHaveLength(1);
    expect(fx.log[0]![0]).toBe('navigate');
    const target = new URL(String(fx.log[0]![1]), 'http://console');
    expect(target.pathname).toBe('/name/card');
    expect(target.searchParams.get('msg')).toBe((failure as ApiError).message);
    expect(target.searchParams.get('msg')).toBeTruthy();
    restore();
  });

  it('a body error toasts the server message; the company-score call gets the body as is', async () => {
    const { fx, restore } = withFakes();
    setToken(await server().tokenOf('demo_hr'));
    await expect(request('front/v1/common/dict-data')).rejects.toBeInstanceOf(ApiError);
    expect(fx.toasts).toHaveLength(1);
    const body = await requestEnvelope('front/v1/company-score/add', { method: 'POST', body: { scoreType: 9 } });
    expect(body.code).toBe(400);
    expect(fx.toasts).toHaveLength(1);
    restore();
  });

  it('a per-call opt-out only rejects', async () => {
    const { fx, restore } = withFakes();
    await expect(request('front/v1/user/info', { policy: false })).rejects.toMatchObject({ code: 401 });
    expect(fx.log).toEqual([]);
    restore();
  });

  it('passes a blob response through unchanged', async () => {
    setToken(await server().tokenOf('demo_hr'));
    const res = await fetch(`${server().origin}/front/v1/common/dict-data?dictType=sex`);
    const text = await res.text();
    const blob = await request<Blob>('front/v1/common/dict-data?dictType=sex', { responseType: 'blob' });
    expect(await blob.text()).toBe(text);
  });
});
