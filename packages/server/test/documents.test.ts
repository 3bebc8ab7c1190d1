import { call, startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET /front/v1/common/document/:name: the agreement and the rules, public, in the reader's language.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const documentOf = (name: string, lang?: string) =>
  call(server.app, { method: 'GET', url: `/front/v1/common/document/${name}`, headers: lang ? { 'accept-language': lang } : {} });

it('answers each document as structured text without a session, Chinese (simplified) by default', async () => {
  for (const name of ['agreement', 'rule']) {
    const answer = await documentOf(name);
    expect(answer.body.code).toBe(200);
    const doc = answer.body.data;
    expect(doc).toMatchObject({ name, title: expect.any(String), updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(doc.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of doc.sections) {
      expect(section.heading).toEqual(expect.any(String));
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  }
  expect((await documentOf('agreement')).body.data.title).toBe('企业用户服务协议');
  expect((await documentOf('rule')).body.data.title).toBe('平台企业招聘规则');
});

it('follows Accept-Language, with the same structure in each language', async () => {
  const cn = (await documentOf('rule', 'zh-CN')).body.data;
  const tw = (await documentOf('rule', 'zh-TW,zh;q=0.9')).body.data;
  const en = (await documentOf('rule', 'en-US,en;q=0.9')).body.data;
  expect(tw.title).toBe('平台企業招聘規則');
  expect(en.title).toBe('Recruiting Rules for Companies');
  const shape = (doc: { sections: { paragraphs: string[] }[] }) => doc.sections.map((s) => s.paragraphs.length);
  expect(shape(tw)).toEqual(shape(cn));
  expect(shape(en)).toEqual(shape(cn));
  const agreements = await Promise.all(['zh-CN', 'zh-TW', 'en-US'].map(async (lang) => shape((await documentOf('agreement', lang)).body.data)));
  expect(agreements[1]).toEqual(agreements[0]);
  expect(agreements[2]).toEqual(agreements[0]);
});

it('answers an unknown document as missing, in the reader’s language', async () => {
  expect((await documentOf('privacy')).body).toMatchObject({ code: 404, msg: '文档不存在' });
  expect((await documentOf('constructor', 'en-US')).body).toMatchObject({ code: 404, msg: 'no such document' });
  expect((await documentOf('__proto__')).body.code).toBe(404);
});
