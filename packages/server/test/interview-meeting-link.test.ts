// An online interview's meeting link (migration 0021): checked where it comes in (the invitation
// and 改期), stored, and answered wherever the interview is read.
import { call, startTestServer, tokenFor, type Answer, type TestServer } from './harness';
import { chatId, jobOf, wallTime } from './fixtures';

let server: TestServer;
let job: { id: number; title: string; address: string | null };
let candidate: string;
beforeAll(async () => {
  server = await startTestServer();
  job = await jobOf(server, 'demo_hr', 2);
  candidate = await chatId(server, 'demo_c3');
});
afterAll(() => server.close());

const LINK = 'https://meeting.example.test/j/123456?pwd=a,b;c';

const as = async (username: string | null, method: 'GET' | 'POST', url: string, payload?: object, lang?: string): Promise<Answer> =>
  call(server.app, {
    method,
    url,
    ...(username ? { token: await tokenFor(server.app, username) } : {}),
    ...(payload ? { payload } : {}),
    headers: lang ? { 'accept-language': lang } : {},
  });
const invitation = (patch: Record<string, unknown> = {}) => ({
  jobId: job.id,
  mobile: '13800138000',
  interviewType: 1,
  interviewTime: wallTime(server, 3, '10:15'),
  remark: '请提前十分钟进入',
  to: candidate,
  ...patch,
});
async function invite(patch: Record<string, unknown> = {}) {
  const res = await as('demo_hr', 'POST', '/front/v1/interview', invitation(patch));
  expect(res.body.code).toBe(200);
  return res.body.data as { id: number; meetingLink: string | null };
}
const storedLink = async (id: number) =>
  (await server.database.db.selectFrom('interviews').select('meetingLink').where('id', '=', id).executeTakeFirstOrThrow()).meetingLink;

describe('the meeting link', () => {
  it('is stored with an online invitation and answered by its create, list, detail and candidate reads', async () => {
    const created = await invite({ meetingLink: `  ${LINK}  ` });
    expect(created.meetingLink).toBe(LINK);
    expect(await storedLink(created.id)).toBe(LINK);
    const list = await as('demo_hr', 'GET', `/front/v1/interview?id=${created.id}`);
    expect(list.body.data.list[0]).toMatchObject({ id: created.id, meetingLink: LINK });
    expect((await as('demo_hr', 'GET', `/front/v1/interview/${created.id}`)).body.data.meetingLink).toBe(LINK);
    // The candidate's card reads it too.
    expect((await as('demo_c3', 'GET', `/front/v1/candidate/interview/${created.id}`)).body.data.meetingLink).toBe(LINK);
  });

  it('is optional, and none for an on-site interview, as an online one has no address', async () => {
    expect((await invite()).meetingLink).toBeNull();
    expect((await invite({ meetingLink: '' })).meetingLink).toBeNull();
    expect((await invite({ meetingLink: null })).meetingLink).toBeNull();
    const onSite = await invite({ interviewType: 2, address: '深圳市南山区科技园', meetingLink: LINK });
    expect(onSite.meetingLink).toBeNull();
    expect(await storedLink(onSite.id)).toBeNull();
  });

  const invalid = '会议链接须为以 http:// 或 https:// 开头的完整网址';
  it.each([
    ['another scheme', 'ftp://meeting.example.test/1'],
    ['script', 'javascript:alert(1)'],
    ['no scheme', 'meeting.example.test/j/1'],
    ['no host', 'https://'],
    ['a space inside', 'https://meeting.example.test/j 1'],
    ['not text', 12345],
  ])('refuses %s with its message', async (_what, meetingLink) => {
    expect((await as('demo_hr', 'POST', '/front/v1/interview', invitation({ meetingLink }))).body).toEqual({ code: 400, msg: invalid, data: null });
  });

  it('refuses one longer than 1000 characters, in the reader language', async () => {
    const long = `https://meeting.example.test/${'a'.repeat(1000)}`;
    expect((await as('demo_hr', 'POST', '/front/v1/interview', invitation({ meetingLink: long }))).body.msg).toBe('会议链接长度不能超过1000');
    expect((await as('demo_hr', 'POST', '/front/v1/interview', invitation({ meetingLink: long }), 'en-US')).body.msg).toBe(
      'the meeting link must be at most 1000 characters long',
    );
    expect((await as('demo_hr', 'POST', '/front/v1/interview', invitation({ meetingLink: 'x' }), 'zh-TW')).body.msg).toBe(
      '會議連結須為以 http:// 或 https:// 開頭的完整網址',
    );
    // Up to the limit it is taken.
    expect((await invite({ meetingLink: long.slice(0, 1000) })).meetingLink).toHaveLength(1000);
  });

  it('changes with 改期 when given, stays when not, and is checked there as well', async () => {
    const { id } = await invite({ meetingLink: LINK });
    const reschedule = (payload: object) => as('demo_hr', 'POST', `/front/v1/interview/${id}/reschedule`, payload);
    expect((await reschedule({ interviewTime: wallTime(server, 4, '14:00') })).body.data.meetingLink).toBe(LINK);
    const moved = 'http://meeting.example.test/j/2';
    expect((await reschedule({ interviewTime: wallTime(server, 4, '15:15'), meetingLink: moved })).body.data).toMatchObject({ meetingLink: moved, status: 1 });
    expect((await reschedule({ interviewTime: wallTime(server, 4, '16:30'), meetingLink: 'javascript:alert(1)' })).body).toMatchObject({
      code: 400,
      msg: invalid,
    });
    expect(await storedLink(id)).toBe(moved);
    expect((await reschedule({ interviewTime: wallTime(server, 4, '16:30'), meetingLink: '' })).body.data.meetingLink).toBeNull();
  });
});
