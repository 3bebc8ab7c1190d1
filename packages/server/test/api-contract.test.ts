// The server's real answers against the REST contract (@employment-cloud/api-contract) that the
// console and the widget type their calls with: each answer parses with its route's schema, and
// parsing drops nothing (an object schema strips what it does not declare), so a field the server
// adds, drops, renames or retypes without the contract fails here.
import * as api from '@employment-cloud/api-contract';
import { z } from 'zod';
import { MATRIX_JOB } from './access-matrix-jobs-manage';
import { chatId, jobOf, wallTime } from './fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Options = { payload?: object; as?: string };
async function data<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, { payload, as = 'demo_admin' }: Options = {}): Promise<T> {
  const res = await call(server.app, { method, url: `/${path}`, ...(payload ? { payload } : {}), token: await tokenFor(server.app, as) });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data as T;
}

/** The answer as the contract reads it: all of it, nothing more. */
function expectContract(schema: z.ZodType, answer: unknown) {
  const parsed = schema.safeParse(answer);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer);
}

describe('the answers follow the contract', () => {
  it('tells an answer that does not', () => {
    const schema = api.listOf(z.object({ id: z.number(), job: z.object({ title: z.string() }).nullable() }));
    expectContract(schema, { list: [{ id: 1, job: null }], count: 1 });
    expect(() => expectContract(schema, { list: [{ id: 1, job: null }], count: 1, extra: 1 })).toThrow();
    expect(() => expectContract(schema, { list: [{ id: 1, job: { title: 'x', extra: 1 } }], count: 1 })).toThrow();
    expect(() => expectContract(schema, { list: [{ id: '1', job: null }], count: 1 })).toThrow();
  });

  it('colleagues: the list, a new one, disabled, reset, handed over, enabled', async () => {
    const list = await data<api.ListOf<api.Colleague>>('GET', `${api.pathTo(api.COLLEAGUE_PATHS.list)}?pageSize=100`);
    expectContract(api.colleagueList, list);
    expect(list.list.length).toBeGreaterThan(2);

    const payload: api.NewColleague = { username: 'contract_1', name: '契约', mobile: '13912345678' };
    const added = await data<api.ColleagueWithPassword>('POST', api.pathTo(api.COLLEAGUE_PATHS.add), { payload });
    expectContract(api.colleagueWithPassword, added);
    const { id } = added.colleague;
    expectContract(api.colleague, await data('POST', api.pathTo(api.COLLEAGUE_PATHS.disable, { id })));
    expectContract(api.colleagueWithPassword, await data('POST', api.pathTo(api.COLLEAGUE_PATHS.resetPassword, { id })));
    const heir = list.list.find((row) => !row.isMainAdmin && !row.disabled)!;
    const handover: api.HandoverRequest = { targetId: heir.id };
    expectContract(api.handover, await data('POST', api.pathTo(api.COLLEAGUE_PATHS.handover, { id }), { payload: handover }));
    expectContract(api.colleague, await data('POST', api.pathTo(api.COLLEAGUE_PATHS.enable, { id })));
  });

  it('statistics: the recruitment data of a range and of the default range', async () => {
    expectContract(api.recruitingData, await data('GET', `${api.pathTo(api.STATISTICS_PATHS.recruiting)}?start=2020-01-01&end=2020-12-31`));
    const recent = await data<api.RecruitingData>('GET', api.pathTo(api.STATISTICS_PATHS.recruiting));
    expectContract(api.recruitingData, recent);
    expect(recent.series).toHaveLength(30);
  });

  it("chat: a recruiter's linkage and context with the resume, and a candidate's", async () => {
    const to = await chatId(server, 'demo_c25');
    const job = await jobOf(server, 'demo_hr', 2);
    const linkage: api.ChatLinkageRequest = { to, jobId: job.id };
    expectContract(api.chatLinkage, await data('POST', api.pathTo(api.CHAT_PATHS.link), { as: 'demo_hr', payload: linkage }));
    const context = await data<api.ChatContext>('GET', `${api.pathTo(api.CHAT_PATHS.context)}?to=${encodeURIComponent(to)}&withResume=1`, { as: 'demo_hr' });
    expectContract(api.chatContext, context);
    expect(context.resume).not.toBeNull();

    const hr = await chatId(server, 'demo_hr');
    expectContract(api.chatLinkage, await data('POST', api.pathTo(api.CHAT_PATHS.link), { as: 'demo_c25', payload: { to: hr, jobId: job.id } }));
    expectContract(api.chatContext, await data('GET', `${api.pathTo(api.CHAT_PATHS.context)}?to=${encodeURIComponent(hr)}`, { as: 'demo_c25' }));
  });

  it('company: the profile read and saved', async () => {
    expectContract(api.companyProfile, await data('GET', api.pathTo(api.COMPANY_PATHS.profile)));
    const input: api.CompanyInput = {
      name: '星辰科技（深圳）有限公司',
      shortName: '星辰科技',
      logo: null,
      industry: '8',
      scale: '3',
      address: '深圳市南山区科苑路15号',
      latitude: 22.5484,
      longitude: 113.9436,
      description: null,
      licenceNo: null,
      licenceImage: null,
    };
    const saved = await data('PUT', api.pathTo(api.COMPANY_PATHS.profile), { payload: input });
    expectContract(api.companyProfile, saved);
    expect(saved).toMatchObject({ industryCode: '8', scaleCode: '3', updatedAt: expect.any(String) });
  });

  it('feedback: one sent, and the list with it', async () => {
    const input: api.FeedbackInput = { type: 'problem', content: '列表翻页后筛选丢失', images: [], contact: '13912345678' };
    expectContract(api.feedback, await data('POST', api.pathTo(api.FEEDBACK_PATHS.send), { payload: input }));
    const list = await data<api.ListOf<api.Feedback>>('GET', `${api.pathTo(api.FEEDBACK_PATHS.list)}?pageSize=100`);
    expectContract(api.listOf(api.feedback), list);
    expect(list.count).toBeGreaterThan(0);
  });

  it('documents: each in each language', async () => {
    for (const name of api.DOCUMENT_NAMES)
      for (const lang of ['zh-CN', 'zh-TW', 'en-US']) {
        const url = `/${api.pathTo(api.DOCUMENT_PATHS.document, { name })}`;
        expectContract(api.platformDocument, (await call(server.app, { method: 'GET', url, headers: { 'accept-language': lang } })).body.data);
      }
  });

  it("pipeline: a job's candidates by stage", async () => {
    const job = await jobOf(server, 'demo_hr', 2);
    const pipeline = await data<api.JobPipeline>('GET', api.pathTo(api.PIPELINE_PATHS.pipeline, { id: job.id }), { as: 'demo_hr' });
    expectContract(api.jobPipeline, pipeline);
    expect(pipeline.stages.map((stage) => stage.stage)).toEqual(api.PIPELINE_STAGES);
  });

  it('dictionaries: one in each language, and the map picker', async () => {
    for (const lang of ['zh-CN', 'en-US']) {
      const url = `/${api.pathTo(api.DICTIONARY_PATHS.dictData)}?dictType=industry`;
      const list = (await call(server.app, { method: 'GET', url, headers: { 'accept-language': lang } })).body.data;
      expectContract(api.dictList, list);
      expect(list.count).toBeGreaterThan(0);
    }
    expectContract(api.mapPicker, await data('GET', api.pathTo(api.DICTIONARY_PATHS.mapPicker)));
  });

  it('jobs: the lists and counts, one created, read, edited, published, refreshed, offline, copied and deleted', async () => {
    const as = 'demo_hr';
    const list = `${api.pathTo(api.JOB_PATHS.list)}?pageSize=100&idOrder=desc&status=${api.JOB_STATUS.published}`;
    const published = await data<api.ListOf<api.Job>>('GET', list, { as });
    expectContract(api.jobList, published);
    expect(published.count).toBeGreaterThan(0);
    // Kept as JSON (the read cache) and read afresh (a window from now): the same contract.
    expectContract(api.jobList, await data('GET', list, { as }));
    expectContract(api.jobList, await data('GET', `${api.pathTo(api.JOB_PATHS.list)}?expiringWithin=90&sort=expiresAt&order=asc`, { as }));
    expectContract(api.jobStatusCounts, await data('GET', api.pathTo(api.JOB_PATHS.counts), { as }));

    const input: api.JobInput = { ...MATRIX_JOB, contactName: '李娜', contactMobile: '13800138000', latitude: 22.5, longitude: 113.9 };
    const created = await data<api.JobId>('POST', api.pathTo(api.JOB_PATHS.create), { as, payload: { ...input, publish: false } satisfies api.NewJobInput });
    expectContract(api.jobId, created);
    const { id } = created;
    expectContract(api.jobDetail, await data('GET', api.pathTo(api.JOB_PATHS.detail, { id }), { as }));
    expectContract(api.jobId, await data('PUT', api.pathTo(api.JOB_PATHS.update, { id }), { as, payload: { ...input, title: '契约职位' } }));
    expectContract(api.jobId, await data('POST', api.pathTo(api.JOB_PATHS.publish, { id }), { as }));
    const live = await data<api.JobDetail>('GET', api.pathTo(api.JOB_PATHS.detail, { id }), { as });
    expectContract(api.jobDetail, live);
    expect(live).toMatchObject({ status: api.JOB_STATUS.published, refreshedAt: expect.any(String) });
    expectContract(api.jobRefreshed, await data('POST', api.pathTo(api.JOB_PATHS.refresh, { id }), { as }));
    expectContract(api.jobId, await data('POST', api.pathTo(api.JOB_PATHS.offline, { id }), { as }));
    const copy = await data<api.JobId>('POST', api.pathTo(api.JOB_PATHS.copy, { id }), { as });
    expectContract(api.jobId, copy);
    expectContract(api.jobId, await data('DELETE', api.pathTo(api.JOB_PATHS.remove, { id: copy.id }), { as }));
  });

  it('interviews: one sent, listed, read, rescheduled, cancelled, and an outcome recorded', async () => {
    const as = 'demo_hr';
    const job = await jobOf(server, as, 2);
    const input: api.InterviewInput = {
      jobId: job.id,
      mobile: '13800138000',
      interviewType: api.INTERVIEW_TYPE.online,
      address: '',
      meetingLink: 'https://meeting.example/j/1',
      latitude: null,
      longitude: null,
      interviewTime: wallTime(server, 2, '10:15'),
      remark: '',
      to: await chatId(server, 'demo_c3'),
    };
    const created = await data<api.CreatedInterview>('POST', api.pathTo(api.INTERVIEW_PATHS.create), { as, payload: input });
    expectContract(api.createdInterview, created);
    const { id } = created;

    const list = await data<api.ListOf<api.InterviewRecord>>('GET', `${api.pathTo(api.INTERVIEW_PATHS.list)}?pageSize=100`, { as });
    expectContract(api.interviewList, list);
    expectContract(api.interviewList, await data('GET', `${api.pathTo(api.INTERVIEW_PATHS.list)}?upcomingWithin=7&type=1&id=${id}`, { as }));
    expectContract(api.interviewRecord, await data('GET', api.pathTo(api.INTERVIEW_PATHS.detail, { id }), { as }));
    const change: api.RescheduleRequest = { interviewTime: wallTime(server, 3, '10:15'), meetingLink: 'https://meeting.example/j/2' };
    expectContract(api.interviewRecord, await data('POST', api.pathTo(api.INTERVIEW_PATHS.reschedule, { id }), { as, payload: change }));
    expectContract(api.interviewRecord, await data('POST', api.pathTo(api.INTERVIEW_PATHS.cancel, { id }), { as, payload: {} }));

    const yesterday = wallTime(server, -1).slice(0, 10);
    const accepted = `${api.pathTo(api.INTERVIEW_PATHS.list)}?status=${api.INTERVIEW_STATUS.accepted}&to=${yesterday}`;
    const [past] = (await data<api.ListOf<api.InterviewRecord>>('GET', accepted, { as })).list;
    const outcome: api.OutcomeRequest = { outcome: api.INTERVIEW_OUTCOME.attended };
    expectContract(api.interviewRecord, await data('POST', api.pathTo(api.INTERVIEW_PATHS.outcome, { id: past!.id }), { as, payload: outcome }));
  });

  it("interviews: the invited candidate's own, read and answered", async () => {
    const job = await jobOf(server, 'demo_hr', 2);
    const to = await chatId(server, 'demo_c3');
    const payload: api.InterviewInput = {
      jobId: job.id,
      mobile: '13800138000',
      interviewType: api.INTERVIEW_TYPE.onsite,
      address: '深圳市南山区科技园',
      meetingLink: '',
      latitude: null,
      longitude: null,
      interviewTime: wallTime(server, 2, '14:00'),
      remark: '请带简历',
      to,
    };
    const { id } = await data<api.CreatedInterview>('POST', api.pathTo(api.INTERVIEW_PATHS.create), { as: 'demo_hr', payload });
    const as = 'demo_c3';
    expectContract(api.candidateInterview, await data('GET', api.pathTo(api.CANDIDATE_INTERVIEW_PATHS.detail, { id }), { as }));
    const answer: api.InterviewAnswerRequest = { accept: true };
    const answered = await data<api.CandidateInterview>('POST', api.pathTo(api.CANDIDATE_INTERVIEW_PATHS.respond, { id }), { as, payload: answer });
    expectContract(api.candidateInterview, answered);
    expect(answered.status).toBe(api.INTERVIEW_STATUS.accepted);
  });

  it('submissions: the list, its counts, one with its resume, and a resume by its id', async () => {
    const as = 'demo_hr';
    const list = await data<api.ListOf<api.Submission>>('GET', `${api.pathTo(api.SUBMISSION_PATHS.list)}?pageSize=100`, { as });
    expectContract(api.submissionList, list);
    const [first] = list.list;
    expectContract(api.submissionCounts, await data('GET', api.pathTo(api.SUBMISSION_PATHS.counts), { as }));
    expectContract(api.submissionCounts, await data('GET', `${api.pathTo(api.SUBMISSION_PATHS.counts)}?jobId=${first!.job.id}`, { as }));
    const detail = await data<api.SubmissionDetail>('GET', api.pathTo(api.SUBMISSION_PATHS.detail, { id: first!.id }), { as });
    expectContract(api.submissionDetail, detail);
    expectContract(api.resume, await data('GET', api.pathTo(api.RESUME_PATHS.detail, { id: detail.resume.id }), { as }));
  });

  it('talent: the pool listed, an entry added, edited and removed; favourites likewise', async () => {
    const as = 'demo_hr';
    expectContract(api.talentList, await data('GET', `${api.pathTo(api.TALENT_PATHS.list)}?pageSize=100`, { as }));
    const [submission] = (await data<api.ListOf<api.Submission>>('GET', api.pathTo(api.SUBMISSION_PATHS.list), { as })).list;
    const add: api.TalentAdd = { resumeId: submission!.resumeId, tags: ['契约'], note: '契约' };
    const entry = await data<api.TalentEntry>('POST', api.pathTo(api.TALENT_PATHS.add), { as, payload: add });
    expectContract(api.talentEntry, entry);
    const edit: api.TalentEdit = { tags: [], note: null };
    expectContract(api.talentEntry, await data('PUT', api.pathTo(api.TALENT_PATHS.update, { id: entry.id }), { as, payload: edit }));
    expect(await data('DELETE', api.pathTo(api.TALENT_PATHS.remove, { id: entry.id }), { as })).toBeNull();

    const favourite: api.FavouriteAdd = { resumeId: submission!.resumeId };
    const added = await data<api.FavouriteAdded>('POST', api.pathTo(api.TALENT_PATHS.addFavourite), { as, payload: favourite });
    expectContract(api.favouriteAdded, added);
    const favourites = await data<api.ListOf<api.Favourite>>('GET', `${api.pathTo(api.TALENT_PATHS.favourites)}?pageSize=100`, { as });
    expectContract(api.favouriteList, favourites);
    expect(favourites.count).toBeGreaterThan(0);
    expect(await data('DELETE', api.pathTo(api.TALENT_PATHS.removeFavourite, { id: added.id }), { as })).toBeNull();
  });

  it('candidate lists: an open resume search, the contacted, recommendations accepted and dismissed', async () => {
    const as = 'demo_hr';
    const search = `${api.pathTo(api.CANDIDATE_LIST_PATHS.resumeSearch)}?pageSize=100&salaryMin=1000`;
    expectContract(api.resumeHitList, await data('GET', search, { as }));
    const contacted = await data<api.ListOf<api.Contact>>('GET', `${api.pathTo(api.CANDIDATE_LIST_PATHS.contacted)}?pageSize=100`, { as });
    expectContract(api.contactList, contacted);
    expect(contacted.count).toBeGreaterThan(0);
    const pending = await data<api.ListOf<api.Recommendation>>('GET', `${api.pathTo(api.CANDIDATE_LIST_PATHS.recommendations)}?pageSize=100`, { as });
    expectContract(api.recommendationList, pending);
    const [first, second] = pending.list;
    expectContract(api.recommendationAccepted, await data('POST', api.pathTo(api.CANDIDATE_LIST_PATHS.accept, { id: first!.id }), { as }));
    expectContract(api.recommendationHandled, await data('POST', api.pathTo(api.CANDIDATE_LIST_PATHS.dismiss, { id: second!.id }), { as }));
  });
});
