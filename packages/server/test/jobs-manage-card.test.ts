import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

// The recruiter card (issue 17): GET and PUT /front/v1/card; without one, the recruiting routes answer HTTP 490.

let server: TestServer;
let fresh: string;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { companyId } = await db.selectFrom('users').select('companyId').where('username', '=', 'demo_hr').executeTakeFirstOrThrow();
  fresh = 'card_new_hr';
  await db.insertInto('users').values({ username: fresh, passwordHash: 'x', role: 'recruiter', companyId, name: '新招聘', nickname: '新招聘' }).execute();
});
afterAll(() => server.close());

const CARD = { name: '张敏', title: '招聘经理', mobile: '13800138000', email: 'zhang@example.com' };
const send = async (method: 'GET' | 'PUT', url: string, as: string, payload?: object, lang?: string) =>
  call(server.app, { method, url, ...(payload ? { payload } : {}), token: await tokenFor(server.app, as), headers: lang ? { 'accept-language': lang } : {} });
const upload = async (as: string, type = 'image/png', name = 'a.png') => {
  const { payload, headers } = multipart({ name, type, bytes: PNG_1X1 });
  const res = await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token: await tokenFor(server.app, as) });
  return res.body.data.url as string;
};

describe('the recruiter card', () => {
  it('is null before it is made; the job routes answer 490 until then, normally after', async () => {
    expect((await send('GET', '/front/v1/card', fresh)).body).toMatchObject({ code: 200, data: null });
    const before = await send('GET', '/front/v1/job', fresh);
    expect([before.status, before.body.code, before.body.msg]).toEqual([490, 490, '请先创建招聘名片']);
    const avatar = await upload(fresh);
    const res = await send('PUT', '/front/v1/card', fresh, { ...CARD, avatar });
    expect(res.body).toMatchObject({ code: 200, data: { ...CARD, avatar, userId: await userId(server, fresh), id: expect.any(Number) } });
    expect((await send('GET', '/front/v1/card', fresh)).body.data).toMatchObject({ ...CARD, avatar });
    expect((await send('GET', '/front/v1/job', fresh)).body.code).toBe(200);
    const info = (await send('GET', '/front/v1/user/info', fresh)).body.data;
    expect(info).toMatchObject({ hasRecruiterCard: true, recruiterCard: { title: '招聘经理', mobile: '13800138000' } });
  });

  it('updates the card in place and keeps its avatar when sent again', async () => {
    const first = (await send('GET', '/front/v1/card', fresh)).body.data;
    const res = await send('PUT', '/front/v1/card', fresh, { name: '张敏', title: '高级招聘经理', mobile: '13900139000', email: '', avatar: first.avatar });
    expect(res.body.data).toMatchObject({ id: first.id, title: '高级招聘经理', mobile: '13900139000', email: null, avatar: first.avatar });
    const count = await server.database.db
      .selectFrom('recruiterCards')
      .select('id')
      .where('userId', '=', await userId(server, fresh))
      .execute();
    expect(count).toHaveLength(1);
  });

  it("shows a demo card made before cards had a name and picture with the account's", async () => {
    const card = (await send('GET', '/front/v1/card', 'demo_hr')).body.data;
    const user = await server.database.db.selectFrom('users').select(['name', 'avatar']).where('username', '=', 'demo_hr').executeTakeFirstOrThrow();
    expect(card).toMatchObject({ name: user.name, avatar: user.avatar, userId: await userId(server, 'demo_hr') });
  });

  it('names each bad field', async () => {
    const rejects = async (change: object, msg: string, lang?: string) =>
      expect((await send('PUT', '/front/v1/card', fresh, { ...CARD, ...change }, lang)).body).toMatchObject({ code: 400, msg });
    await rejects({ name: '' }, '姓名不能为空');
    await rejects({ name: '名'.repeat(21) }, '姓名长度不能超过20');
    await rejects({ title: ' ' }, '职务不能为空');
    await rejects({ title: '职'.repeat(31) }, '职务不能超过30个字');
    await rejects({ title: '' }, 'the position title cannot be empty', 'en-US');
    await rejects({ mobile: '' }, '手机号不能为空');
    await rejects({ mobile: '1380013800a' }, '请输入正确的手机号');
    await rejects({ email: 'not-mail' }, '请输入正确的邮箱');
    await rejects({ email: 'not-mail' }, '請輸入正確的電子郵件', 'zh-TW');
    await rejects({ avatar: 'https://example.com/a.png' }, '头像格式不正确');
    // Someone else's upload, or no upload at all, is no avatar of the caller's.
    await rejects({ avatar: await upload('demo_admin') }, '头像格式不正确');
    await rejects({ avatar: `/uploads/${'0'.repeat(32)}.png` }, 'avatar is not valid', 'en-US');
  });

  it('is for company users only', async () => {
    expect((await send('GET', '/front/v1/card', 'demo_c1')).body.code).toBe(403);
    expect((await send('PUT', '/front/v1/card', 'demo_c1', CARD)).body.code).toBe(403);
  });
});
