import { resumeHit, resumeSearchQuery } from './resume-search';
import { firstMessage } from '../test/first-message';

describe('a resume search', () => {
  it('reads its numbers from text, each filter optional', () => {
    expect(resumeSearchQuery.parse({ workYears: '3', workYearsMax: '5', salaryMin: '8000', city: ' 深圳 ' })).toEqual({
      pageNum: 1,
      pageSize: 10,
      workYears: 3,
      workYearsMax: 5,
      salaryMin: 8000,
      city: '深圳',
    });
    expect(resumeSearchQuery.safeParse({ workYears: '61' }).success).toBe(false);
    expect(resumeSearchQuery.safeParse({ salaryMin: '-1' }).success).toBe(false);
  });

  it('a salary range runs low to high', () => {
    expect(resumeSearchQuery.safeParse({ salaryMin: '8000', salaryMax: '8000' }).success).toBe(true);
    const reversed = resumeSearchQuery.safeParse({ salaryMin: '9000', salaryMax: '8000' });
    expect(firstMessage(reversed)).toBe('talent.salary.order');
    expect(reversed.error?.issues[0]?.path).toEqual(['salaryMax']);
  });
});

describe('an open resume found', () => {
  const candidate = { id: 3, chatId: 'u3', resumeId: 7, name: '李雷', avatar: null, sex: null, age: null, degree: null, workYears: null };
  const hit = {
    resumeId: 7,
    candidate,
    expectation: null,
    experience: null,
    updatedAt: new Date(0).toISOString(),
    activeAt: null,
    favourited: false,
    favouriteId: null,
    talentId: 4,
  };

  it('says whether the company keeps it, and its dates as ISO text', () => {
    expect(resumeHit.safeParse(hit).success).toBe(true);
    expect(resumeHit.safeParse({ ...hit, favourited: undefined }).success).toBe(false);
    expect(resumeHit.safeParse({ ...hit, activeAt: 'now' }).success).toBe(false);
  });
});
