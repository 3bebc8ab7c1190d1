import { chatContext, chatLinkageBody } from './chat';

describe('the chat context and linkage', () => {
  it('a linkage names a peer and a positive job id', () => {
    expect(chatLinkageBody.parse({ to: ' u1 ', jobId: 4 })).toEqual({ to: 'u1', jobId: 4 });
    expect(chatLinkageBody.safeParse({ to: 'u1', jobId: 0 }).success).toBe(false);
    expect(chatLinkageBody.safeParse({ to: '', jobId: 1 }).success).toBe(false);
  });

  it('a context may have no job and no resume, but a job has its title', () => {
    const answer = { to: 'u1', user: { id: 1, name: 'A', nickname: 'a', avatar: null }, job: null, resume: null };
    expect(chatContext.safeParse(answer).success).toBe(true);
    expect(chatContext.safeParse({ ...answer, job: { id: 1 } }).success).toBe(false);
  });
});
