import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart } from './multipart';

let server: TestServer;
let openResume: number;
let closedResume: number;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  openResume = (await db.selectFrom('resumes').select('id').where('isOpen', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
  // A closed resume of a candidate who has dealt with no company.
  const loner = await db
    .insertInto('users')
    .values({ username: 'closed_resume_owner', passwordHash: 'x', role: 'candidate', name: '孤独', nickname: '孤独' })
    .returning('id')
    .executeTakeFirstOrThrow();
  closedResume = (await db.insertInto('resumes').values({ userId: loner.id, name: '孤独', isOpen: false }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const get = async (url: string, username?: string) =>
  call(server.app, { method: 'GET', url, ...(username ? { token: await tokenFor(server.app, username) } : {}) });

describe('resume files', () => {
  it('getPetUrl answers code 200 with the download URL and file name', async () => {
    const res = await get(`/front/v1/common/file/getPetUrl/${openResume}`, 'demo_hr');
    expect(res.body).toMatchObject({ code: 200, data: { url: `/front/v1/common/file/downResume/${openResume}`, name: expect.stringMatching(/的简历\.pdf$/) } });
  });

  it('downResume sends a PDF as an attachment', async () => {
    const res = await get(`/front/v1/common/file/downResume/${openResume}`, 'demo_hr');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename\*=UTF-8''.+%E7%9A%84%E7%AE%80%E5%8E%86\.pdf$/);
    expect(res.raw.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('lets the candidate download their own resume', async () => {
    const { db } = server.database;
    const own = await db
      .selectFrom('resumes')
      .select('id')
      .where('userId', '=', await userId(server, 'demo_c1'))
      .executeTakeFirstOrThrow();
    expect((await get(`/front/v1/common/file/downResume/${own.id}`, 'demo_c1')).status).toBe(200);
    expect((await get(`/front/v1/common/file/downResume/${openResume === own.id ? closedResume : openResume}`, 'demo_c1')).status).toBe(404);
  });

  it('answers a closed resume of an unrelated company as if it did not exist', async () => {
    expect((await get(`/front/v1/common/file/getPetUrl/${closedResume}`, 'other_admin')).body).toMatchObject({ code: 404, msg: '记录不存在' });
    const blob = await get(`/front/v1/common/file/downResume/${closedResume}`, 'other_admin');
    expect(blob.status).toBe(404);
    expect((await get('/front/v1/common/file/downResume/999999', 'demo_hr')).status).toBe(404);
  });

  it('downResume sends the uploaded file, from the upload store', async () => {
    const { db } = server.database;
    const owner = await userId(server, 'demo_c2');
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const { payload, headers } = multipart({ name: '我的简历.pdf', type: 'application/pdf', bytes: pdf });
    const uploaded = await call(server.app, {
      method: 'POST',
      url: '/front/v1/common/uploadFile',
      payload,
      headers,
      token: await tokenFor(server.app, 'demo_c2'),
    });
    expect(uploaded.body.code).toBe(200);
    const resume = await db.selectFrom('resumes').select('id').where('userId', '=', owner).executeTakeFirstOrThrow();
    await db.updateTable('resumes').set({ fileId: uploaded.body.data.id }).where('id', '=', resume.id).execute();
    const res = await get(`/front/v1/common/file/downResume/${resume.id}`, 'demo_c2');
    expect([res.status, res.headers['content-type'], res.headers['content-length'], res.raw.equals(pdf)]).toEqual([
      200,
      'application/pdf',
      String(pdf.length),
      true,
    ]);
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('我的简历.pdf')}`);
    // A row whose file is gone (removed by hand) answers as a missing resume, never a 500.
    const gone = await db
      .insertInto('uploadedFiles')
      .values({ ownerId: owner, originalName: 'gone.pdf', storedName: `${'0'.repeat(32)}.pdf`, mime: 'application/pdf', size: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('resumes').set({ fileId: gone.id }).where('id', '=', resume.id).execute();
    expect((await get(`/front/v1/common/file/downResume/${resume.id}`, 'demo_c2')).status).toBe(404);
  });

  it('answers a blob request without a session with HTTP 401', async () => {
    const res = await get(`/front/v1/common/file/downResume/${openResume}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect((await get(`/front/v1/common/file/getPetUrl/${openResume}`)).body.code).toBe(401);
    expect((await get('/front/v1/common/file/getPetUrl/abc', 'demo_hr')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });
});
