import { colleague, colleagueBody, colleagueListQuery, colleagueParams, handoverBody } from './colleagues';
import { firstMessage } from '../test/first-message';

describe('colleague requests', () => {
  it('a new colleague: trimmed, with the account and mobile rules, and nothing else', () => {
    expect(colleagueBody.parse({ username: ' wang_01 ', name: ' 王 ', mobile: '13800000000' })).toEqual({
      username: 'wang_01',
      name: '王',
      mobile: '13800000000',
    });
    expect(firstMessage(colleagueBody.safeParse({ username: '1abc', name: 'x', mobile: '13800000000' }))).toBe('colleague.username.pattern');
    expect(firstMessage(colleagueBody.safeParse({ username: 'wang_01', name: 'x', mobile: '12345' }))).toBe('jobsManage.mobile.pattern');
    expect(firstMessage(colleagueBody.safeParse({ username: 'wang_01', name: '', mobile: '13800000000' }))).toBe('colleague.name.required');
    expect(colleagueBody.safeParse({ username: 'wang_01', name: 'x', mobile: '13800000000', role: 'admin' }).success).toBe(false);
  });

  it('a list query: paging from text, with defaults', () => {
    expect(colleagueListQuery.parse({ pageNum: '2', status: 'disabled' })).toEqual({ pageNum: 2, pageSize: 10, status: 'disabled' });
    expect(colleagueListQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(colleagueListQuery.safeParse({ status: 'gone' }).success).toBe(false);
  });

  it('a handover names its target, or says it must', () => {
    expect(handoverBody.parse({ targetId: 3 })).toEqual({ targetId: 3 });
    expect(firstMessage(handoverBody.safeParse({ targetId: '3' }))).toBe('colleague.handover.targetRequired');
    expect(firstMessage(handoverBody.safeParse({}))).toBe('colleague.handover.targetRequired');
  });

  it("a colleague's id in a path is a positive int column value", () => {
    expect(colleagueParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', 'abc', '2147483648']) expect(colleagueParams.safeParse({ id }).success).toBe(false);
  });
});

describe('a colleague answered', () => {
  const row = {
    id: 1,
    username: 'a',
    name: 'A',
    mobile: null,
    isMainAdmin: true,
    hasCard: false,
    disabled: false,
    activity: { jobs: 0, chats: 1, interviews: 2 },
  };

  it('carries its date as ISO text, as JSON does', () => {
    expect(colleague.safeParse({ ...row, createdAt: new Date(0).toISOString() }).success).toBe(true);
    expect(colleague.safeParse({ ...row, createdAt: 'yesterday' }).success).toBe(false);
  });

  it("and all of this month's activity", () => {
    expect(colleague.safeParse({ ...row, createdAt: new Date(0).toISOString(), activity: { jobs: 0 } }).success).toBe(false);
  });
});
