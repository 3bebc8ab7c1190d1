import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { chatId, jobOf, wallTime } from './fixtures';

let server: TestServer;
let valid: Record<string, unknown>;
beforeAll(async () => {
  server = await startTestServer();
  const job = await jobOf(server, 'demo_hr', 2);
  valid = {
    jobId: job.id,
    mobile: '13800138000',
    interviewType: 2,
    address: '深圳市南山区科技园',
    interviewTime: wallTime(server, 2, '10:15'),
    remark: '请带简历',
    to: await chatId(server, 'demo_c3'),
  };
});
afterAll(() => server.close());

const post = async (body: unknown, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method: 'POST',
    url: '/front/v1/interview',
    token: await tokenFor(server.app, username),
    payload: body as object,
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('POST front/v1/interview', () => {
  it('creates the interview and returns it with its id', async () => {
    const res = await post(valid);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      jobId: valid.jobId,
      mobile: '13800138000',
      interviewType: 2,
      address: '深圳市南山区科技园',
      interviewTime: valid.interviewTime,
      remark: '请带简历',
      to: valid.to,
    });
    const row = await server.database.db.selectFrom('interviews').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.mobile).toBe('13800138000');
  });

  it('blanks the address of an online interview', async () => {
    const res = await post({ ...valid, interviewType: 1, address: 'ignored' });
    expect(res.body.data).toMatchObject({ interviewType: 1, address: null, latitude: null, longitude: null });
  });

  // Each rule of docs/console.md §5, with its message.
  const rules: [string, Record<string, unknown>, string][] = [
    ['jobId missing', { jobId: undefined }, '岗位不能为空'],
    ['jobId not a number', { jobId: 'abc' }, '岗位不能为空'],
    ['mobile missing', { mobile: undefined }, '联系电话不能为空'],
    ['mobile empty', { mobile: '' }, '联系电话不能为空'],
    ['mobile of 10 digits', { mobile: '1380013800' }, '请输入正确的手机号格式'],
    ['mobile not starting with 1', { mobile: '23800138000' }, '请输入正确的手机号格式'],
    ['interviewType missing', { interviewType: undefined }, '面试类型不能为空'],
    ['interviewType not a number', { interviewType: '2' }, '面试类型不能为空'],
    ['address missing on site', { address: '' }, '地址不能为空'],
    ['interviewTime missing', { interviewTime: undefined }, '时间不能为空'],
    ['interviewTime empty', { interviewTime: '' }, '时间不能为空'],
  ];

  it.each(rules)('rejects %s with the spec message', async (_what, patch, msg) => {
    const res = await post({ ...valid, ...patch });
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('reports the first broken rule in the spec order', async () => {
    expect((await post({ to: valid.to })).body.msg).toBe('岗位不能为空');
    expect((await post({ jobId: valid.jobId, to: valid.to })).body.msg).toBe('联系电话不能为空');
  });

  it('translates the messages for zh-TW and en-US', async () => {
    expect((await post({ ...valid, mobile: '123' }, 'demo_hr', 'en-US')).body.msg).toBe('please enter a valid mobile number');
    expect((await post({ ...valid, address: '' }, 'demo_hr', 'zh-TW')).body.msg).toBe('地址不能為空');
  });

  it('names the remark in the reader language when it is too long', async () => {
    expect((await post({ ...valid, remark: '备'.repeat(501) })).body.msg).toBe('备注长度不能超过500');
    expect((await post({ ...valid, remark: '备'.repeat(501) }, 'demo_hr', 'zh-TW')).body.msg).toMatch(/^備註/);
  });

  it('needs the yyyy-MM-dd HH:mm:00 format and a time not in the past', async () => {
    expect((await post({ ...valid, interviewTime: '2030-01-01 10:15:30' })).body.msg).toBe('时间格式应为 yyyy-MM-dd HH:mm:00');
    expect((await post({ ...valid, interviewTime: '2030-02-30 10:15:00' })).body.msg).toBe('时间格式应为 yyyy-MM-dd HH:mm:00');
    expect((await post({ ...valid, interviewTime: wallTime(server, -2) })).body.msg).toBe('面试时间不能早于当前时间');
  });

  it('accepts only a published job of the company', async () => {
    const draft = await jobOf(server, 'demo_hr', 1);
    expect((await post({ ...valid, jobId: draft.id })).body).toMatchObject({ code: 404, msg: '岗位不存在或未发布' });
    const foreign = await jobOf(server, 'other_admin', 2);
    expect((await post({ ...valid, jobId: foreign.id })).body).toMatchObject({ code: 404, msg: '岗位不存在或未发布' });
  });

  it('needs a candidate to invite', async () => {
    expect((await post({ ...valid, to: 'ec_999999' })).body).toMatchObject({ code: 404, msg: '该用户不存在' });
    expect((await post({ ...valid, to: await chatId(server, 'demo_hr2') })).body).toMatchObject({ code: 404, msg: '该用户不存在' });
  });

  it('sends a recruiter without a card to make one (HTTP 490), and refuses candidates', async () => {
    const res = await post(valid, 'demo_hr2');
    expect(res.status).toBe(490);
    expect(res.body).toMatchObject({ code: 490, msg: '请先创建招聘名片' });
    expect((await post(valid, 'demo_c1')).body.code).toBe(403);
  });
});
