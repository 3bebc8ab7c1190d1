import { sigFor } from './chat-client';
import { chatId, jobOf, wallTime } from './fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

// NUL and unpaired surrogates: PostgreSQL refuses NUL in text and jsonb, and "\ud800" in jsonb.
// Every input answers 400 naming the field (the chat upload: 2000), and nothing is stored.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BAD = ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'];

const post = async (url: string, payload: object, username?: string, lang?: string) =>
  call(server.app, {
    method: 'POST',
    url,
    payload,
    ...(username ? { token: await tokenFor(server.app, username) } : {}),
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('strings the database cannot store', () => {
  it.each(BAD.map((s) => [JSON.stringify(s), s]))('an interview remark of %s is a 400 naming 备注, and no interview is stored', async (_, bad) => {
    const job = await jobOf(server, 'demo_hr', 2);
    const body = {
      jobId: job.id,
      mobile: '13800138000',
      interviewType: 1,
      interviewTime: wallTime(server, 2),
      remark: bad,
      to: await chatId(server, 'demo_c3'),
    };
    const before = await server.database.db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post('/front/v1/interview', body, 'demo_hr');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 400, msg: '备注包含不允许的字符（空字符或不成对的代理项）', data: null });
    const after = await server.database.db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs no session to be refused: password reset and the error log', async () => {
    for (const bad of BAD) {
      expect((await post('/front/v1/common/password-reset/code', { username: bad })).body).toMatchObject({
        code: 400,
        msg: '用户名包含不允许的字符（空字符或不成对的代理项）',
      });
      expect((await post('/front/v1/common/password-reset', { username: 'demo_hr', code: '123456', password: `pass${bad}word` })).body.code).toBe(400);
      expect((await post('/save_error_logger', { message: 'ok', userName: bad }, undefined, 'en-US')).body).toEqual({
        code: 400,
        msg: 'userName contains a character that is not allowed (NUL or an unpaired surrogate)',
        data: null,
      });
    }
    const stored = await server.database.db.selectFrom('errorLogs').select('id').execute();
    expect(stored).toHaveLength(0);
  });

  it('covers nested values, keys, query strings and route parameters, in the asked language', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    expect((await post('/save_error_logger', { ['ty\u0000pe']: 'x' }, undefined, 'zh-TW')).body.msg).toBe(
      'ty\\u0000pe包含不允許的字元（空字元或不成對的代理項）',
    );
    expect((await post('/front/v1/common/login', { username: 'demo_hr', password: { deep: ['\ud800'] } })).body.msg).toBe(
      'password.deep.0包含不允许的字符（空字符或不成对的代理项）',
    );
    const job = await call(server.app, { method: 'GET', url: '/front/v1/job?keyword=%00', token });
    expect(job.body).toMatchObject({ code: 400, msg: '关键词包含不允许的字符（空字符或不成对的代理项）' });
    const chat = await call(server.app, { method: 'GET', url: '/front/v1/chat?to=ec_1%00', token });
    expect(chat.body).toMatchObject({ code: 400, msg: '聊天对象包含不允许的字符（空字符或不成对的代理项）' });
    const pet = await call(server.app, { method: 'GET', url: '/front/v1/common/file/getPetUrl/1%00', token });
    expect(pet.body).toMatchObject({ code: 400, msg: '简历包含不允许的字符（空字符或不成对的代理项）' });
    // A text body that is a JSON string holding NUL.
    const raw = await call(server.app, { method: 'POST', url: '/save_error_logger', payload: '"\\u0000"', headers: { 'content-type': 'application/json' } });
    expect(raw.body).toMatchObject({ code: 400, msg: 'body包含不允许的字符（空字符或不成对的代理项）' });
  });

  it('refuses NUL in an uploaded file name or a multipart field, and keeps nothing', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const upload = async (...args: Parameters<typeof multipart>) => {
      const { payload, headers } = multipart(...args);
      return call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token });
    };
    expect((await upload({ name: 'a\u0000.png', type: 'image/png', bytes: PNG_1X1 })).body).toMatchObject({
      code: 400,
      msg: 'file包含不允许的字符（空字符或不成对的代理项）',
    });
    expect((await upload({ name: 'a.png', type: 'image/png', bytes: PNG_1X1 }, { note: 'x\u0000' })).body).toMatchObject({
      code: 400,
      msg: '备注包含不允许的字符（空字符或不成对的代理项）',
    });
    expect((await upload({ name: 'a.png', type: 'image/png', bytes: PNG_1X1 }, { note: 'fine' })).body.code).toBe(200);
    const files = await server.database.db.selectFrom('uploadedFiles').select('originalName').execute();
    expect(files.map((f) => f.originalName)).toEqual(['a.png']);
  });

  it('answers a chat upload with NUL in the file name with 2000', async () => {
    const userID = await chatId(server, 'demo_c1');
    const { payload, headers } = multipart({ name: 'b\u0000.png', type: 'image/png', bytes: PNG_1X1 });
    const res = await call(server.app, {
      method: 'POST',
      url: '/chat/files',
      payload,
      headers: { ...headers, authorization: `UserSig ${userID}:${await sigFor(server, userID)}` },
    });
    expect(res.body).toMatchObject({ code: 2000, msg: expect.stringContaining('file: NUL') });
    const files = await server.database.db.selectFrom('uploadedFiles').select('originalName').where('originalName', 'like', 'b%').execute();
    expect(files).toEqual([]);
  });
});
