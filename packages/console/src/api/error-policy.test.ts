import { applyErrorPolicy, ERROR_POLICY, nameCardTarget, type CallPolicy, type Outcome } from './error-policy';
import { fakeEffects } from '../../test/recorded-effects';

const body = (code: number, msg = '服务端消息'): Outcome => ({ kind: 'body', code, msg });
const http = (status: number, msg?: string): Outcome => ({ kind: 'http', status, msg });

function run(outcome: Outcome, policy: CallPolicy = {}) {
  const fx = fakeEffects();
  const verdict = applyErrorPolicy(outcome, policy, fx);
  return { verdict, fx };
}

describe('the error policy table', () => {
  it('body 200 gives the data, with no effect', () => {
    const { verdict, fx } = run(body(200));
    expect(verdict).toBe('data');
    expect(fx.log).toEqual([]);
  });

  it('body 401 clears local storage, toasts, logs out of chat and goes to login, then rejects', () => {
    const { verdict, fx } = run(body(401));
    expect(verdict).toBe('reject');
    expect(fx.log).toEqual([['clearStorage'], ['toast', '登录已失效，请重新登录', 3000], ['logoutChat'], ['navigate', '/login']]);
  });

  it('body 401 is handled even by calls that take the body as is', () => {
    expect(run(body(401), { bodyAsIs: 'all' }).fx.log[0]).toEqual(['clearStorage']);
  });

  it('body 501 gives the data silently', () => {
    const { verdict, fx } = run(body(501));
    expect(verdict).toBe('data');
    expect(fx.log).toEqual([]);
  });

  it.each([400, 403, 404, 500])('body %i toasts the server message for 3 s and rejects', (code) => {
    const { verdict, fx } = run(body(code, '岗位不能为空'));
    expect(verdict).toBe('reject');
    expect(fx.log).toEqual([['toast', '岗位不能为空', 3000]]);
  });

  it('a body error without a message toasts "internal service error"', () => {
    expect(run(body(400, '')).fx.toasts).toEqual(['服务器内部错误']);
  });

  it('the scan-login call gets the body of a 403 as is, but not of other codes', () => {
    expect(run(body(403), { bodyAsIs: [403] })).toMatchObject({ verdict: 'body', fx: { log: [] } });
    expect(run(body(400), { bodyAsIs: [403] }).verdict).toBe('reject');
  });

  it('company-score add gets every body as is', () => {
    for (const code of [400, 403, 404]) expect(run(body(code), { bodyAsIs: 'all' })).toMatchObject({ verdict: 'body', fx: { log: [] } });
  });

  it('HTTP 401 clears storage and toasts "login failed"', () => {
    const { verdict, fx } = run(http(401, '用户名或密码错误'));
    expect(verdict).toBe('reject');
    expect(fx.log).toEqual([['clearStorage'], ['toast', '登录失败', 3000]]);
  });

  it('HTTP 490 goes to the name-card page with the server message', () => {
    const { verdict, fx } = run(http(490, '请先创建招聘名片'));
    expect(verdict).toBe('reject');
    expect(fx.log).toEqual([['navigate', '/name/card?msg=%E8%AF%B7%E5%85%88%E5%88%9B%E5%BB%BA%E6%8B%9B%E8%81%98%E5%90%8D%E7%89%87']]);
    expect(run(http(490)).fx.log).toEqual([['navigate', '/name/card']]);
  });

  it('HTTP 490 in a browser passes where the user was, and whether the chat was open', () => {
    const page = globalThis as { window?: unknown; document?: unknown };
    page.window = { location: { pathname: '/enterprise_web/interview/index', search: '?status=1' } };
    page.document = { querySelector: (selector: string) => (selector === '[role="dialog"] .ec-chat' ? {} : null) };
    try {
      const target = run(http(490, '请先创建招聘名片')).fx.log[0]![1] as string;
      const query = new URLSearchParams(target.slice(target.indexOf('?')));
      expect(target.startsWith('/name/card?')).toBe(true);
      expect([...query.entries()]).toEqual([
        ['msg', '请先创建招聘名片'],
        ['redirect', '/interview/index?status=1'],
        ['chat', '1'],
      ]);
    } finally {
      delete page.window;
      delete page.document;
    }
  });

  it('a 490 on the name-card page itself keeps its way back', () => {
    expect(nameCardTarget('请先创建招聘名片', '/name/card?redirect=%2Fhome&chat=1', false)).toBe('/name/card?redirect=%2Fhome&chat=1');
    expect(nameCardTarget('', '/home', false)).toBe('/name/card?redirect=%2Fhome');
  });

  it('HTTP 491 shows a modal with the server message and reloads on OK', () => {
    const { verdict, fx } = run(http(491, '维护中'));
    expect(verdict).toBe('reject');
    expect(fx.log).toEqual([['modal', '维护中']]);
    fx.pressOk();
    expect(fx.log).toEqual([['modal', '维护中'], ['reload']]);
  });

  it('HTTP 491 without a message says "internal service error"', () => {
    expect(run(http(491)).fx.log).toEqual([['modal', '服务器内部错误']]);
  });

  it('other HTTP errors toast the server message, or "internal service error"', () => {
    expect(run(http(413, '文件大小超过 2MB')).fx.log).toEqual([['toast', '文件大小超过 2MB', 3000]]);
    expect(run(http(502)).fx.log).toEqual([['toast', '服务器内部错误', 3000]]);
    expect(run(http(0)).fx.log).toEqual([['toast', '服务器内部错误', 3000]]);
  });

  describe('the extra-info variant', () => {
    const extra: CallPolicy = { variant: 'extraInfo' };
    it('handles 401 as usual', () => {
      expect(run(body(401), extra).fx.log[1]).toEqual(['toast', '登录已失效，请重新登录', 3000]);
      expect(run(http(401), extra).fx.log).toEqual([['clearStorage'], ['toast', '登录失败', 3000]]);
    });
    it('is silent on 403', () => {
      expect(run(body(403), extra)).toMatchObject({ verdict: 'reject', fx: { log: [] } });
      expect(run(http(403), extra)).toMatchObject({ verdict: 'reject', fx: { log: [] } });
    });
    it('says "internal service error" for all others, whatever the server said', () => {
      expect(run(body(400, '具体原因'), extra).fx.log).toEqual([['toast', '服务器内部错误', 3000]]);
      expect(run(http(490), extra).fx.log).toEqual([['toast', '服务器内部错误', 3000]]);
    });
    it('still gives the data of 200', () => {
      expect(run(body(200), extra).verdict).toBe('data');
    });
  });

  it('has a name for every row, and every row is reached by some case above', () => {
    const outcomes: [Outcome, CallPolicy][] = [
      [body(200), {}],
      [body(401), {}],
      [body(403), { bodyAsIs: [403] }],
      [body(501), {}],
      [body(403), { variant: 'extraInfo' }],
      [body(400), { variant: 'extraInfo' }],
      [body(400), {}],
      [http(401), {}],
      [http(490), {}],
      [http(491), {}],
      [http(500), {}],
    ];
    const reached = new Set(outcomes.map(([o, p]) => ERROR_POLICY.find((r) => r.applies(o, p))?.name));
    expect(reached).toEqual(new Set(ERROR_POLICY.map((r) => r.name)));
  });
});
