import { inviteEach } from './batch-invite';
import type { Fetcher, Interview, InterviewPayload } from './interview.types';

const payload: Omit<InterviewPayload, 'to'> = {
  jobId: 7,
  mobile: '13800138000',
  interviewType: 2,
  address: '深圳',
  meetingLink: '',
  latitude: null,
  longitude: null,
  interviewTime: '2030-01-02 09:00:00',
  remark: '',
};
const invitees = [
  { to: 'u_1', name: '甲' },
  { to: 'u_2', name: '乙' },
  { to: 'u_3', name: '丙' },
];

/** A fetcher that records the calls and refuses to create an interview for `refused`. */
function fakeServer(refused: string[] = []) {
  const calls: [string, unknown][] = [];
  const fetcher = (async (path: string, init?: { body?: unknown }) => {
    calls.push([path, init?.body]);
    const body = init?.body as { to: string };
    if (path === 'front/v1/interview' && refused.includes(body.to)) throw new Error('该用户不存在');
    return path === 'front/v1/interview' ? { id: calls.length, to: body.to } : { firstTalk: false };
  }) as Fetcher;
  return { calls, fetcher };
}

it('creates the one interview for each candidate in turn, links the chat and sends the card', async () => {
  const { calls, fetcher } = fakeServer();
  const sent: [string, Interview][] = [];
  const result = await inviteEach({ fetcher, sendInterviewMessage: async (to, interview) => void sent.push([to, interview]) }, payload, invitees, '聊天未连接');
  expect(result).toEqual({ invited: 3, failed: [], unsent: [] });
  expect(calls).toEqual(
    invitees.flatMap(({ to }) => [
      ['front/v1/interview', { ...payload, to }],
      ['front/v1/chat', { to, jobId: 7 }],
    ]),
  );
  expect(sent.map(([to]) => to)).toEqual(['u_1', 'u_2', 'u_3']);
});

it('goes on past a refusal, and tells the invitations whose card could not be sent', async () => {
  const { calls, fetcher } = fakeServer(['u_2']);
  const result = await inviteEach({ fetcher }, payload, invitees, '聊天未连接');
  expect(result).toEqual({
    invited: 2,
    failed: [{ name: '乙', reason: '该用户不存在' }],
    unsent: [
      { name: '甲', reason: '聊天未连接' },
      { name: '丙', reason: '聊天未连接' },
    ],
  });
  // No linkage for the one not invited.
  expect(calls.filter(([path]) => path === 'front/v1/chat').map(([, body]) => (body as { to: string }).to)).toEqual(['u_1', 'u_3']);
});
