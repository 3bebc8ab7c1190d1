/**
 * @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs
 * @jest-environment-options {"url": "https://portal.example/jobs"}
 */
// The script tag's fetcher (issue 16): a request that gets no answer (the browser's "Failed to
// fetch" for a CORS refusal or a server that is down) logs one console line naming the API, the
// page's origin and the likely cause, and rejects with code 'network'; a refusal in the envelope
// rejects with the server's code and words, and logs nothing.
import { NETWORK_ERROR_CODE } from '../machines/session';
import { embedFetcher } from './embed-api';

const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

it("logs the API base, the page's origin and the CORS allowlist when fetch rejects, and rejects with code 'network'", async () => {
  const fetchImpl = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
  const fetcher = embedFetcher({ apiBase: 'http://127.0.0.1:8080/', token: 't' }, fetchImpl);
  const failure = await fetcher('front/v1/im/user-sig', { method: 'POST' }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ code: NETWORK_ERROR_CODE, cause: new TypeError('Failed to fetch') });
  expect(consoleError.mock.calls).toEqual([
    [
      "[EmploymentChat] cannot reach the API at http://127.0.0.1:8080 from https://portal.example: the server does not allow this page's origin (CORS: add it to WIDGET_ALLOWED_ORIGINS on the server) or is not reachable.",
    ],
  ]);
  expect(fetchImpl).toHaveBeenCalledWith(
    'http://127.0.0.1:8080/front/v1/im/user-sig',
    expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer t' } }),
  );
});

it("rejects a refusal with the envelope's code and the server's message, without a console error", async () => {
  const fetcher = embedFetcher({ apiBase: 'http://api.example' }, async () => envelope({ code: 401, msg: '登录已过期，请重新登录', data: null }));
  await expect(fetcher('front/v1/im/user-sig', { method: 'POST' })).rejects.toMatchObject({ code: 401, message: '登录已过期，请重新登录' });
  expect(consoleError).not.toHaveBeenCalled();
});

it("rejects a proxy's error page (no envelope) with its HTTP status", async () => {
  const fetcher = embedFetcher({ apiBase: 'http://api.example' }, async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
  await expect(fetcher('front/v1/im/user-sig', { method: 'POST' })).rejects.toMatchObject({ code: 502, message: 'HTTP 502: not an API answer' });
});

it("answers the envelope's data", async () => {
  const fetcher = embedFetcher({ apiBase: 'http://api.example', getToken: async () => 'g' }, async () =>
    envelope({ code: 200, msg: 'ok', data: { userID: 'u_1' } }),
  );
  await expect(fetcher('front/v1/im/user-sig', { method: 'POST', body: {} })).resolves.toEqual({ userID: 'u_1' });
});
