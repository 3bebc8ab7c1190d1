// An online interview's meeting link (migration 0021): checked where it comes in (the invitation
// and 改期), stored, and answered wherever the interview is read; and the interview as an .ics
// file, for the recruiter's company and the invited candidate only.
import { call, startTestServer, tokenFor, type Answer, type TestServer } from '@employment-cloud/test-support/server/harness';
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

/** The calendar's content lines, unfolded (RFC 5545 §3.1). */
const linesOf = (answer: Answer) =>
  answer.raw
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
const property = (answer: Answer, name: string) =>
  linesOf(answer)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('the .ics file', () => {
  const remark = '请带简历, 身份证; 作品集放在 C:\\works\n到前台登记后联系招聘负责人，'.concat('会议前请测试麦克风和摄像头。'.repeat(6));

  it('is a calendar file to save, with the interview in UTC for an hour, its link, contact and remark escaped', async () => {
    expect(server.config.timeZone).toBe('Asia/Shanghai');
    const time = wallTime(server, 3, '10:15');
    const { id } = await invite({ meetingLink: LINK, remark, interviewTime: time });
    const answer = await as('demo_hr', 'GET', `/front/v1/interview/${id}/ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="interview-${id}.ics"`);
    const text = answer.raw.toString('utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    // Folded: no line over 75 octets, and the long description needed folding.
    const physical = text.split('\r\n');
    expect(physical.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);

    const start = new Date(`${time.slice(0, 10)}T10:15:00+08:00`);
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(property(answer, 'DTSTART')).toBe(utc(start));
    expect(property(answer, 'DTEND')).toBe(utc(new Date(start.getTime() + 3600_000)));
    expect(property(answer, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(answer, 'SUMMARY')).toBe(`${job.title.replace(/([,;\\])/g, '\\$1')}面试`);
    expect(property(answer, 'LOCATION')).toBe('https://meeting.example.test/j/123456?pwd=a\\,b\\;c');
    expect(property(answer, 'URL')).toBe(LINK);
    expect(property(answer, 'STATUS')).toBe('TENTATIVE');
    const description = property(answer, 'DESCRIPTION')!;
    expect(description).toContain('\\n联系电话：13800138000\\n');
    expect(description).toContain('备注：请带简历\\, 身份证\\; 作品集放在 C:\\\\works\\n到前台登记后联系招聘负责人，');
    expect(description.endsWith('\\n会议链接：https://meeting.example.test/j/123456?pwd=a\\,b\\;c')).toBe(true);
  });

  it('keeps its UID through a reschedule, and says where an on-site interview is, in the reader language', async () => {
    const { id } = await invite({ meetingLink: LINK });
    const uid = property(await as('demo_hr', 'GET', `/front/v1/interview/${id}/ics`), 'UID');
    expect(uid).toMatch(new RegExp(`^interview-${id}-\\d+@employment-cloud$`));
    await as('demo_hr', 'POST', `/front/v1/interview/${id}/reschedule`, { interviewTime: wallTime(server, 5, '09:00') });
    expect(property(await as('demo_hr', 'GET', `/front/v1/interview/${id}/ics`), 'UID')).toBe(uid);

    const onSite = await invite({ interviewType: 2, address: '深圳市南山区科技园, 3号楼' });
    const english = await as('demo_hr', 'GET', `/front/v1/interview/${onSite.id}/ics`, undefined, 'en-US');
    expect(property(english, 'LOCATION')).toBe('深圳市南山区科技园\\, 3号楼');
    expect(property(english, 'URL')).toBeUndefined();
    expect(property(english, 'SUMMARY')).toMatch(/^Interview: /);
    expect(property(english, 'DESCRIPTION')).toContain('Contact phone: 13800138000');
  });

  it('is the invited candidate’s too, through their own route', async () => {
    const { id } = await invite({ meetingLink: LINK });
    const theirs = await as('demo_c3', 'GET', `/front/v1/candidate/interview/${id}/ics`);
    expect(theirs.status).toBe(200);
    expect(theirs.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(property(theirs, 'URL')).toBe(LINK);
    expect(property(theirs, 'UID')).toBe(property(await as('demo_hr', 'GET', `/front/v1/interview/${id}/ics`), 'UID'));
  });

  it('answers another company, another candidate and a missing id alike (HTTP 404), and asks for a session', async () => {
    const { id } = await invite({ meetingLink: LINK });
    const missing = 2_147_483_000;
    const theirs = await as('other_admin', 'GET', `/front/v1/interview/${id}/ics`);
    const none = await as('other_admin', 'GET', `/front/v1/interview/${missing}/ics`);
    expect([theirs.status, theirs.body]).toEqual([404, { code: 404, msg: '记录不存在', data: null }]);
    expect([none.status, none.body]).toEqual([theirs.status, theirs.body]);
    expect(theirs.raw.toString('utf8')).not.toContain('VCALENDAR');

    const other = await as('demo_c1', 'GET', `/front/v1/candidate/interview/${id}/ics`);
    expect([other.status, other.body]).toEqual([404, { code: 404, msg: '记录不存在', data: null }]);
    // A recruiter is no candidate of it; a candidate no recruiter.
    expect((await as('demo_hr', 'GET', `/front/v1/candidate/interview/${id}/ics`)).status).toBe(404);
    expect((await as('demo_c3', 'GET', `/front/v1/interview/${id}/ics`)).body.code).toBe(403);
    expect((await as(null, 'GET', `/front/v1/interview/${id}/ics`)).status).toBe(401);
    expect((await as(null, 'GET', `/front/v1/candidate/interview/${id}/ics`)).status).toBe(401);
    expect((await as('demo_hr', 'GET', '/front/v1/interview/abc/ics')).status).toBe(404);
  });
});
