import { candidate, recordParams, resume } from './candidates';
import { submissionCounts, submissionCountsQuery, submissionQuery } from './submissions';
import { SUBMISSION_STATUSES } from './submission-status';

describe('submission requests', () => {
  it('a list query: paging and the job from text, newest first by default', () => {
    expect(submissionQuery.parse({ pageNum: '2', jobId: '7', status: 'viewed' })).toEqual({
      pageNum: 2,
      pageSize: 10,
      jobId: 7,
      status: 'viewed',
      sort: 'submittedAt',
      order: 'desc',
    });
    expect(submissionQuery.safeParse({ status: 'hired' }).success).toBe(false);
    expect(submissionQuery.safeParse({ sort: 'name' }).success).toBe(false);
    expect(submissionQuery.safeParse({ keyword: 'x'.repeat(51) }).success).toBe(false);
  });

  it('a record id is digits or a number in the int column, and absent when blank', () => {
    expect(submissionCountsQuery.parse({ jobId: 3 })).toEqual({ jobId: 3 });
    expect(recordParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', 'abc', '1.5', '2147483648']) expect(recordParams.safeParse({ id }).success).toBe(false);
    // Blank is not given (the server answers field.required), not a bad value (field.invalid).
    const blank = recordParams.safeParse({ id: '' }, { reportInput: true });
    expect(blank.error?.issues[0]).toMatchObject({ code: 'invalid_type', input: undefined });
  });
});

describe('submission answers', () => {
  const person = { id: 3, chatId: 'u3', resumeId: 7, name: '李雷', avatar: null, sex: '男', age: 28, degree: '本科', workYears: 5 };

  it('the counts name every status and all, nothing else', () => {
    const counts = Object.fromEntries([...SUBMISSION_STATUSES, 'all'].map((key) => [key, 1]));
    expect(submissionCounts.safeParse(counts).success).toBe(true);
    expect(submissionCounts.safeParse({ ...counts, hired: 0 }).success).toBe(false);
    const { viewed: _viewed, ...short } = counts;
    expect(submissionCounts.safeParse(short).success).toBe(false);
  });

  it('a candidate carries their chat id and resume', () => {
    expect(candidate.safeParse(person).success).toBe(true);
    expect(candidate.safeParse({ ...person, chatId: undefined }).success).toBe(false);
  });

  it("a resume's update is ISO text, its download always there", () => {
    const { id: candidateId, resumeId: _resumeId, ...profile } = person;
    const full = {
      id: 7,
      profile: { ...profile, candidateId, workStatus: null, mobile: null, email: null, isOpen: true, updatedAt: new Date(0).toISOString() },
      education: { degree: '本科', major: null },
      experience: null,
      expectations: [{ id: 1, position: '前端', city: null, salaryMin: 8000, salaryMax: null }],
      file: null,
      download: { url: '/front/v1/common/file/downResume/7', name: '李雷.pdf', mime: 'application/pdf' },
    };
    expect(resume.safeParse(full).success).toBe(true);
    expect(resume.safeParse({ ...full, profile: { ...full.profile, updatedAt: 'today' } }).success).toBe(false);
    expect(resume.safeParse({ ...full, download: null }).success).toBe(false);
  });
});
