// The platform API as the portal uses it: its { code, msg, data } envelope over fetch, across
// origins (the server lets this origin in when it is listed in WIDGET_ALLOWED_ORIGINS).

export class ApiError extends Error {
  /** @param {string} message @param {number} code the envelope's code (0: no answer) */
  constructor(message, code) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

const apiBase = () => /** @type {any} */ (window).PORTAL_CONFIG.apiBase;

/**
 * @param {string} path
 * @param {{ method?: string, body?: unknown, token?: string | null }} [options]
 */
async function request(path, { method = 'GET', body, token } = {}) {
  /** @type {Record<string, string>} */
  // The portal is Chinese: the API's messages (shown as they come) in the same language.
  const headers = { 'accept-language': 'zh-CN' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(`${apiBase()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('无法连接招聘平台，请检查网络后重试', 0);
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(`招聘平台返回了无法识别的内容（HTTP ${response.status}）`, response.status);
  }
  if (envelope.code !== 200) throw new ApiError(envelope.msg || '请求失败，请稍后再试', envelope.code);
  return envelope.data;
}

const query = (params) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const api = {
  /** Job seekers sign in with scope user: a company account is refused (auth.scopeMismatch). */
  login: (username, password) => request('/front/v1/common/login', { method: 'POST', body: { username, password, scope: 'user' } }),
  logout: (token) => request('/front/v1/common/logout', { method: 'POST', token }),
  me: (token) => request('/front/v1/user/info', { token }),
  jobs: ({ keyword, page, size }) => request(`/front/v1/portal/jobs?${query({ keyword, page, size })}`),
  job: (id, token) => request(`/front/v1/portal/jobs/${encodeURIComponent(id)}`, { token }),
  resumes: (token) => request('/front/v1/candidate/resumes', { token }),
  apply: (token, jobId, resumeId) => request('/front/v1/candidate/applications', { method: 'POST', token, body: { jobId, resumeId } }),
  applications: (token) => request('/front/v1/candidate/applications', { token }),
};
