import { DEMO_PASSWORD } from '../src/db/seed';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

// Personal info (issue 17): PUT /front/v1/user/profile and PUT /front/v1/user/password.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const put = async (url: string, payload: object, token: string, lang?: string) =>
  call(server.app, { method: 'PUT', url, payload, token, headers: lang ? { 'accept-language': lang } : {} });
const login = async (username: string, password: string) =>
  call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username, password } });
const info = async (token: string) => call(server.app, { method: 'GET', url: '/front/v1/user/info', token });

describe('PUT /front/v1/user/profile', () => {
  it('changes the nickname, avatar, mobile and email; user/info shows them', async () => {
    const token = await tokenFor(server.app, 'demo_admin');
    const { payload, headers } = multipart({ name: 'me.png', type: 'image/png', bytes: PNG_1X1 });
    const avatar = (await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token })).body.data.url;
    const res = await put('/front/v1/user/profile', { nickName: ' 小王 ', avatar, mobile: '13700137000', email: 'wang@example.com' }, token);
    expect(res.body).toMatchObject({ code: 200, data: { nickname: '小王', avatar, mobile: '13700137000', email: 'wang@example.com' } });
    expect((await info(token)).body.data).toMatchObject({ nickname: '小王', avatar, mobile: '13700137000', email: 'wang@example.com' });
    // Sent again as it is, and without the optional fields.
    expect((await put('/front/v1/user/profile', { nickName: '小王', avatar, mobile: '13700137000' }, token)).body.data).toMatchObject({ avatar, email: null });
    expect((await put('/front/v1/user/profile', { nickName: '小王', mobile: '13700137000', email: '' }, token)).body.data).toMatchObject({
      avatar: null,
      email: null,
    });
  });

  it('names each bad field', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const base = { nickName: '招聘', mobile: '13800138000' };
    const rejects = async (change: object, msg: string, lang?: string) =>
      expect((await put('/front/v1/user/profile', { ...base, ...change }, token, lang)).body).toMatchObject({ code: 400, msg });
    await rejects({ nickName: '' }, '昵称不能为空');
    await rejects({ nickName: '昵'.repeat(21) }, '昵称长度不能超过20');
    await rejects({ nickName: undefined }, 'nickName is required', 'en-US');
    await rejects({ mobile: undefined }, '手机号不能为空');
    await rejects({ mobile: '12345' }, '请输入正确的手机号');
    await rejects({ email: 'a@' }, '请输入正确的邮箱');
    await rejects({ avatar: '/uploads/../../etc/passwd' }, '头像格式不正确');
    await rejects({ avatar: `/uploads/${'a'.repeat(32)}.png` }, '頭像格式不正確', 'zh-TW');
  });

  it('takes as the avatar only a picture by its bytes: a text file, a BMP are refused, saying which types', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const uploaded = async (name: string, type: string, bytes: Buffer) => {
      const { payload, headers } = multipart({ name, type, bytes });
      return (await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token })).body.data.url as string;
    };
    const BMP = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 0)]);
    for (const avatar of [await uploaded('photo.txt', 'text/plain', Buffer.from('不是图片\n')), await uploaded('photo.bmp', 'image/bmp', BMP)]) {
      expect((await put('/front/v1/user/profile', { nickName: '招聘', mobile: '13800138000', avatar }, token)).body).toMatchObject({
        code: 400,
        msg: '头像须为PNG、JPEG、GIF或WebP格式的图片',
      });
    }
  });
});

describe('PUT /front/v1/user/password', () => {
  it('refuses a wrong current password, naming it, and changes nothing', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    expect((await put('/front/v1/user/password', { oldPassword: 'wrong-one', newPassword: 'new-password-1' }, token)).body).toMatchObject({
      code: 400,
      msg: '原密码不正确',
    });
    expect((await put('/front/v1/user/password', { oldPassword: 'wrong-one', newPassword: 'new-password-1' }, token, 'en-US')).body.msg).toBe(
      'the current password is wrong',
    );
    expect((await login('demo_hr', DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('checks the new password is 8 to 64 characters', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const rejects = async (body: object, msg: string, lang?: string) =>
      expect((await put('/front/v1/user/password', body, token, lang)).body).toMatchObject({ code: 400, msg });
    await rejects({ oldPassword: DEMO_PASSWORD, newPassword: '1234567' }, '新密码长度不能少于8');
    await rejects({ oldPassword: DEMO_PASSWORD, newPassword: 'x'.repeat(65) }, '新密码长度不能超过64');
    await rejects({ oldPassword: '', newPassword: 'new-password-1' }, '原密码不能为空');
    await rejects({ newPassword: 'new-password-1' }, 'oldPassword is required', 'en-US');
  });

  it("changes the password and ends the account's other sessions, keeping this one", async () => {
    const here = (await login('demo_c1', DEMO_PASSWORD)).body.data.token;
    const elsewhere = (await login('demo_c1', DEMO_PASSWORD)).body.data.token;
    const someoneElse = (await login('demo_c2', DEMO_PASSWORD)).body.data.token;
    const res = await put('/front/v1/user/password', { oldPassword: DEMO_PASSWORD, newPassword: 'a-new-password' }, here);
    expect(res.body).toMatchObject({ code: 200, data: null });
    expect((await info(here)).body.code).toBe(200);
    expect((await info(elsewhere)).body.code).toBe(401);
    expect((await info(someoneElse)).body.code).toBe(200);
    expect((await login('demo_c1', DEMO_PASSWORD)).body.code).not.toBe(200);
    expect((await login('demo_c1', 'a-new-password')).body.code).toBe(200);
  });
});
