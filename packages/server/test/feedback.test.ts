import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

// The console's feedback (yijianIndex): GET and POST /front/v1/feedback.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = async (method: 'GET' | 'POST', url: string, payload?: object, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method,
    url,
    ...(payload ? { payload } : {}),
    token: await tokenFor(server.app, username),
    headers: lang ? { 'accept-language': lang } : {},
  });
const feedback = async (username = 'demo_hr') => (await send('GET', '/front/v1/feedback?pageSize=100', undefined, username)).body.data;
async function upload(username: string, name: string, type: string, bytes: Buffer): Promise<{ id: number; url: string }> {
  const { payload, headers } = multipart({ name, type, bytes });
  const answer = await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token: await tokenFor(server.app, username) });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

describe('GET /front/v1/feedback', () => {
  it('lists the company’s feedback newest first with the platform’s replies, not another company’s', async () => {
    const mine = await feedback();
    expect(mine.count).toBe(3);
    expect(mine.list.map((f: { author: string }) => f.author).length).toBe(3);
    const times = mine.list.map((f: { createdAt: string }) => f.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const replied = mine.list.filter((f: { status: number }) => f.status === 2);
    expect(replied).toHaveLength(2);
    for (const row of replied) expect(row).toMatchObject({ reply: expect.any(String), repliedAt: expect.any(String) });
    const pending = mine.list.find((f: { status: number }) => f.status === 1);
    expect(pending).toMatchObject({ type: 'problem', reply: null, repliedAt: null, images: [] });
    // The recruiter sees the admin's feedback too: it is the company's.
    expect((await feedback('demo_admin')).list.map((f: { id: number }) => f.id)).toEqual(mine.list.map((f: { id: number }) => f.id));
    const theirs = await feedback('other_admin');
    expect(theirs.count).toBe(1);
    expect(theirs.list[0]).toMatchObject({ content: '招聘会报名成功后能否发送短信提醒？', status: 2 });
  });

  it('is for company users only', async () => {
    expect((await send('GET', '/front/v1/feedback', undefined, 'demo_c1')).body.code).toBe(403);
  });
});

describe('POST /front/v1/feedback', () => {
  it('records feedback with screenshots the caller uploaded, listed first and pending', async () => {
    const shot = await upload('demo_hr', 'shot.png', 'image/png', PNG_1X1);
    const saved = await send('POST', '/front/v1/feedback', { type: 'problem', content: '  聊天列表偶尔不刷新  ', images: [shot.id], contact: '13800000000' });
    expect(saved.body).toMatchObject({
      code: 200,
      data: { type: 'problem', content: '聊天列表偶尔不刷新', contact: '13800000000', status: 1, reply: null, images: [{ id: shot.id, url: shot.url }] },
    });
    const first = (await feedback()).list[0];
    expect(first).toMatchObject({ id: saved.body.data.id, images: [{ id: shot.id, url: shot.url, name: 'shot.png' }], author: expect.any(String) });
    expect((await call(server.app, { method: 'GET', url: shot.url })).status).toBe(200);
    expect((await feedback('other_admin')).list.some((f: { id: number }) => f.id === saved.body.data.id)).toBe(false);
  });

  it('names each bad field in the reader’s language', async () => {
    const post = (payload: object, lang?: string) => send('POST', '/front/v1/feedback', payload, 'demo_hr', lang).then((a) => a.body);
    expect(await post({ content: '内容' })).toMatchObject({ code: 400, msg: '请选择反馈类型' });
    expect(await post({ type: 'praise', content: '内容' }, 'en-US')).toMatchObject({ code: 400, msg: 'choose a feedback type' });
    expect(await post({ type: 'other', content: '   ' })).toMatchObject({ code: 400, msg: '反馈内容不能为空' });
    expect(await post({ type: 'other' }, 'zh-TW')).toMatchObject({ code: 400, msg: '反饋內容不能為空' });
    expect(await post({ type: 'other', content: '长'.repeat(501) })).toMatchObject({ code: 400, msg: '反馈内容不能超过500个字' });
    expect((await post({ type: 'other', content: '长'.repeat(500) })).code).toBe(200);
    expect(await post({ type: 'other', content: '图', images: [1, 2, 3, 4] })).toMatchObject({ code: 400, msg: '截图最多3张' });
    expect(await post({ type: 'other', content: '图', contact: 'x'.repeat(51) })).toMatchObject({ code: 400, msg: '联系方式不能超过50个字' });
  });

  it('takes as the contact a mobile number or an e-mail address, or none (issue 32: "abc" was kept)', async () => {
    const post = (contact: unknown, lang?: string) =>
      send('POST', '/front/v1/feedback', { type: 'other', content: '联系', contact }, 'demo_hr', lang).then((a) => a.body);
    for (const bad of ['abc', '1380013800', '23800138000', 'a@', 'wang@', '@example.com']) {
      expect([bad, await post(bad)]).toEqual([bad, expect.objectContaining({ code: 400, msg: '联系方式须为手机号或邮箱地址' })]);
    }
    expect((await post('abc', 'en-US')).msg).toBe('the contact must be a mobile number or an email address');
    expect(await post(' 13800138000 ')).toMatchObject({ code: 200, data: { contact: '13800138000' } });
    expect(await post('wang@example.com')).toMatchObject({ code: 200, data: { contact: 'wang@example.com' } });
    expect(await post('   ')).toMatchObject({ code: 200, data: { contact: null } });
  });

  it('takes only images the caller uploaded as screenshots', async () => {
    const before = (await feedback()).count;
    const theirs = await upload('demo_admin', 'theirs.png', 'image/png', PNG_1X1);
    const text = await upload('demo_hr', 'notes.txt', 'text/plain', Buffer.from('plain text'));
    for (const id of [theirs.id, text.id, 2147483000]) {
      expect((await send('POST', '/front/v1/feedback', { type: 'other', content: '截图', images: [id] })).body).toMatchObject({
        code: 400,
        msg: '截图须为您本人上传的图片',
      });
    }
    expect((await feedback()).count).toBe(before);
  });
});
