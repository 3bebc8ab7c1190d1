// What the tests ask the server directly (never to stand in for the console's own calls): a demo
// user's token and user info, to derive what the console should show.
import type { UserInfo } from '../../../packages/console/src/session/access';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function envelope<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${what}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (body.code !== 200) throw new Error(`${what}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A demo user's token by mock login: staff sign in with scope company, candidates with scope user. */
export async function tokenOf(origin: string, username: string): Promise<string> {
  const scope = username.startsWith('demo_c') ? 'user' : 'company';
  const res = await fetch(`${origin}/front/v1/common/mockLogin?username=${username}&scope=${scope}`, { method: 'POST' });
  return (await envelope<{ token: string }>(res, `mockLogin ${username}`)).token;
}

/** GET front/v1/user/info as `username` sees it. */
export async function userInfoOf(origin: string, username: string): Promise<UserInfo> {
  const res = await fetch(`${origin}/front/v1/user/info`, { headers: { authorization: `Bearer ${await tokenOf(origin, username)}` } });
  return envelope<UserInfo>(res, `user info of ${username}`);
}

/** The chat credential of a demo user, the way the widget gets it (POST front/v1/im/user-sig). */
export async function chatCredentialOf(origin: string, username: string) {
  const res = await fetch(`${origin}/front/v1/im/user-sig`, { method: 'POST', headers: { authorization: `Bearer ${await tokenOf(origin, username)}` } });
  return envelope<{ userID: string; userSig: string; chatUrl: string }>(res, `user-sig of ${username}`);
}

/** The resume summary `username` gets for a chat peer (GET front/v1/chat, the chat header's source). */
export async function chatResumeOf(origin: string, username: string, peerUserID: string) {
  const res = await fetch(`${origin}/front/v1/chat?to=${encodeURIComponent(peerUserID)}&withResume=1`, {
    headers: { authorization: `Bearer ${await tokenOf(origin, username)}` },
  });
  return (await envelope<{ resume: { name: string; sex: string | null } | null }>(res, `chat context of ${username}`)).resume;
}

/** GET `path` (an API path with its query) as `username`, answering the envelope's data. */
export async function apiGet<T>(origin: string, username: string, path: string): Promise<T> {
  const res = await fetch(`${origin}/${path.replace(/^\//, '')}`, { headers: { authorization: `Bearer ${await tokenOf(origin, username)}` } });
  return envelope<T>(res, `GET ${path} as ${username}`);
}

/** A published job whose recruiter (the portal's 和招聘者聊聊 peer) has this chat user ID, as the portal's API lists it. */
export async function portalJobOf(origin: string, recruiterUserID: string): Promise<{ id: number; title: string }> {
  const list = await envelope<{ list: { id: number; title: string }[] }>(await fetch(`${origin}/front/v1/portal/jobs?page=1&size=50`), 'portal jobs');
  for (const job of list.list) {
    const detail = await envelope<{ recruiter: { userID: string } }>(await fetch(`${origin}/front/v1/portal/jobs/${job.id}`), `portal job ${job.id}`);
    if (detail.recruiter.userID === recruiterUserID) return job;
  }
  throw new Error(`no published job of ${recruiterUserID} among the portal's first ${list.list.length}`);
}
