import { contact, contactedQuery } from './contacts';
import { recommendation, recommendationAccepted, recommendationHandled, recommendationParams, recommendQuery } from './recommendations';

const candidate = { id: 3, chatId: 'u3', resumeId: 7, name: '李雷', avatar: null, sex: null, age: null, degree: null, workYears: null };
const at = new Date(0).toISOString();

describe('recommendations and contacts asked for', () => {
  it('a page from text; the id of one to handle', () => {
    expect(recommendQuery.parse({ pageNum: '2' })).toEqual({ pageNum: 2, pageSize: 10 });
    expect(contactedQuery.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(recommendationParams.parse({ id: '5' })).toEqual({ id: 5 });
    expect(recommendationParams.safeParse({ id: 'x' }).success).toBe(false);
  });
});

describe('recommendations and contacts answered', () => {
  it('a recommendation names its union', () => {
    const row = { id: 1, resumeId: 7, candidate, expectation: null, unionName: '市总工会', note: null, createdAt: at };
    expect(recommendation.safeParse(row).success).toBe(true);
    expect(recommendation.safeParse({ ...row, unionName: null }).success).toBe(false);
  });

  it('one handled says when; one accepted, its talent-pool entry', () => {
    const handled = { id: 1, resumeId: 7, unionName: '市总工会', note: null, status: 3, handledAt: at };
    expect(recommendationHandled.safeParse(handled).success).toBe(true);
    expect(recommendationHandled.safeParse({ ...handled, handledAt: null }).success).toBe(false);
    expect(recommendationAccepted.safeParse({ ...handled, status: 2, talentId: 9 }).success).toBe(true);
    expect(recommendationAccepted.safeParse({ ...handled, status: 2 }).success).toBe(false);
  });

  it('a contact, with its job or none', () => {
    const row = { id: 1, resumeId: 7, candidate, job: null, firstContactAt: at, lastContactAt: at };
    expect(contact.safeParse(row).success).toBe(true);
    expect(contact.safeParse({ ...row, job: { id: 2, title: '前端' } }).success).toBe(true);
    expect(contact.safeParse({ ...row, job: { id: 2 } }).success).toBe(false);
  });
});
