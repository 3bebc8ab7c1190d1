import { installErrorLogger, type ErrorLogRecord } from './error-logger';

const errorEvent = (message: string) => Object.assign(new Event('error'), { message, filename: 'app.js', lineno: 3, colno: 7, error: new TypeError(message) });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

function setup(limit = 3, windowMs = 1000) {
  const target = new EventTarget();
  const posted: ErrorLogRecord[] = [];
  let clock = Date.UTC(2026, 10, 24, 8, 0, 0);
  const dispose = installErrorLogger({
    target,
    limit,
    windowMs,
    now: () => clock,
    currentUrl: () => 'http://console.test/enterprise_web/home',
    getUser: () => ({ id: 7, name: '王经理' }),
    post: async (record) => void posted.push(record),
  });
  return { target, posted, dispose, advance: (ms: number) => void (clock += ms) };
}

describe('the error logger', () => {
  it('posts a script error as the spec record', () => {
    const { target, posted } = setup();
    target.dispatchEvent(errorEvent('x is not a function'));
    expect(posted).toEqual([
      {
        type: 'error',
        code: 'TypeError',
        message: 'x is not a function (app.js:3:7)',
        url: 'http://console.test/enterprise_web/home',
        time: '2026-11-24T08:00:00.000Z',
        token: '',
        userId: '7',
        userName: '王经理',
      },
    ]);
  });

  it('posts an unhandled rejection with its reason', () => {
    const { target, posted } = setup();
    target.dispatchEvent(rejection(Object.assign(new Error('boom'), { code: 400 })));
    target.dispatchEvent(rejection('plain reason'));
    expect(posted.map((r) => [r.type, r.code, r.message])).toEqual([
      ['unhandledrejection', '400', 'boom'],
      ['unhandledrejection', '', 'plain reason'],
    ]);
  });

  it('drops records beyond the limit of its window, and sends again once the window has passed', () => {
    const { target, posted, advance } = setup(3, 1000);
    for (let i = 0; i < 5; i++) target.dispatchEvent(errorEvent(`e${i}`));
    expect(posted).toHaveLength(3);
    advance(1000);
    target.dispatchEvent(errorEvent('later'));
    expect(posted.map((r) => r.message.split(' ')[0])).toEqual(['e0', 'e1', 'e2', 'later']);
  });

  it('stops listening when disposed', () => {
    const { target, posted, dispose } = setup();
    dispose();
    target.dispatchEvent(errorEvent('after'));
    target.dispatchEvent(rejection('after'));
    expect(posted).toEqual([]);
  });

  it('swallows a failed post', async () => {
    const target = new EventTarget();
    const post = jest.fn().mockRejectedValue(new Error('offline'));
    installErrorLogger({ target, post, currentUrl: () => '' });
    target.dispatchEvent(errorEvent('x'));
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
