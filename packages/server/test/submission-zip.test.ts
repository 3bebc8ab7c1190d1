import { unzipSync, strFromU8 } from 'fflate';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart } from './multipart';

// POST /front/v1/submission/resumes.zip: the selected submissions' resumes as one zip, each file
// as downResume serves it, within the same policy.

let server: TestServer;
let rows: { id: number; resumeId: number; candidate: { name: string } }[];
beforeAll(async () => {
  server = await startTestServer();
  const list = await call(server.app, { method: 'GET', url: '/front/v1/submission?pageSize=100', token: await tokenFor(server.app, 'demo_hr') });
  rows = list.body.data.list;
});
afterAll(() => server.close());

const zip = async (ids: unknown, { username = 'demo_hr', lang }: { username?: string | null; lang?: string } = {}) =>
  call(server.app, {
    method: 'POST',
    url: '/front/v1/submission/resumes.zip',
    payload: { ids },
    ...(username ? { token: await tokenFor(server.app, username) } : {}),
    headers: lang ? { 'accept-language': lang } : {},
  });
const download = async (resumeId: number) =>
  (await call(server.app, { method: 'GET', url: `/front/v1/common/file/downResume/${resumeId}`, token: await tokenFor(server.app, 'demo_hr') })).raw;
/** Submissions of distinct resumes, from the list's start. */
const distinct = (count: number, skip = 0) => [...new Map(rows.map((r) => [r.resumeId, r])).values()].slice(skip, skip + count);

describe('POST /front/v1/submission/resumes.zip', () => {
  it('zips each chosen resume as its one-file download serves it, in the order chosen', async () => {
    const chosen = distinct(3);
    const res = await zip(chosen.map((r) => r.id));
    expect([res.status, res.headers['content-type'], res.headers['content-disposition']]).toEqual([
      200,
      'application/zip',
      'attachment; filename="resumes.zip"',
    ]);
    const entries = unzipSync(new Uint8Array(res.raw));
    expect(Object.keys(entries)).toEqual(chosen.map((r) => `${r.candidate.name}的简历.pdf`));
    for (const [index, row] of chosen.entries()) {
      expect(Buffer.from(entries[Object.keys(entries)[index]!]!).equals(await download(row.resumeId))).toBe(true);
    }
  });

  it('takes a resume once however many of its submissions are chosen, and names same-named files apart', async () => {
    const { db } = server.database;
    const [a, b] = distinct(2, 3);
    const again = rows.find((r) => r.resumeId === a!.resumeId && r.id !== a!.id);
    // Two candidates of one name: the second file gets a number.
    await db.updateTable('resumes').set({ name: '同名' }).where('id', 'in', [a!.resumeId, b!.resumeId]).execute();
    const res = await zip([a!.id, b!.id, a!.id, ...(again ? [again.id] : [])]);
    expect(Object.keys(unzipSync(new Uint8Array(res.raw)))).toEqual(['同名的简历.pdf', '同名的简历 (2).pdf']);
  });

  it('puts an upload in as uploaded, and names a resume whose file is gone in README.txt', async () => {
    const { db } = server.database;
    const [withUpload, gone] = distinct(2, 5);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const { payload, headers } = multipart({ name: 'cv/../上传.pdf', type: 'application/pdf', bytes: pdf });
    const uploaded = await call(server.app, {
      method: 'POST',
      url: '/front/v1/common/uploadFile',
      payload,
      headers,
      token: await tokenFor(server.app, 'demo_c2'),
    });
    expect(uploaded.body.code).toBe(200);
    await db.updateTable('resumes').set({ fileId: uploaded.body.data.id }).where('id', '=', withUpload!.resumeId).execute();
    const lost = await db
      .insertInto('uploadedFiles')
      .values({ ownerId: await userId(server, 'demo_c2'), originalName: 'gone.pdf', storedName: `${'0'.repeat(32)}.pdf`, mime: 'application/pdf', size: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('resumes').set({ fileId: lost.id }).where('id', '=', gone!.resumeId).execute();

    const res = await zip([withUpload!.id, gone!.id], { lang: 'en-US' });
    const entries = unzipSync(new Uint8Array(res.raw));
    const uploadName = Object.keys(entries)[0]!;
    // No folders in a name (an archive tool would make them).
    expect(uploadName).not.toMatch(/[/\\]/);
    expect(Buffer.from(entries[uploadName]!).equals(pdf)).toBe(true);
    expect(Object.keys(entries)).toEqual([uploadName, 'README.txt']);
    expect(strFromU8(entries['README.txt']!).split('\r\n')).toEqual([
      'The files of these resumes no longer exist and were not included:',
      `${gone!.candidate.name} (resume ${gone!.resumeId})`,
      '',
    ]);
  });

  it("refuses another company's submission, as an unknown one, with HTTP 404", async () => {
    const other = await call(server.app, { method: 'GET', url: '/front/v1/submission?pageSize=1', token: await tokenFor(server.app, 'other_admin') });
    const foreign = other.body.data.list[0]?.id ?? 2_147_483_000;
    for (const ids of [[rows[0]!.id, foreign], [2_147_483_000]]) {
      const res = await zip(ids);
      expect([res.status, res.body.msg]).toEqual([404, '记录不存在']);
    }
  });

  it('refuses a bad selection with HTTP 400 and a clear message, and no session with 401', async () => {
    expect(await zip([]).then((r) => [r.status, r.body.msg])).toEqual([400, '请选择要下载的简历']);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await zip(tooMany).then((r) => [r.status, r.body.msg])).toEqual([400, '一次最多下载 50 份简历']);
    expect(await zip(tooMany, { lang: 'en-US' }).then((r) => r.body.msg)).toBe('at most 50 resumes can be downloaded at once');
    expect((await zip(['abc'])).status).toBe(400);
    expect((await zip(undefined)).status).toBe(400);
    expect((await zip([rows[0]!.id], { username: null })).status).toBe(401);
  });
});
