// interviewIndex in the whole console against the real server, as demo_hr: an answer the
// candidate gives from the chat card (accept) while the recruiter is on another page shows when
// the kept-alive list comes back into view.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

async function call<T>(token: string, path: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${live().origin}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** demo_hr invites demo_c7 (a time two days on): the interview and the candidate's token. */
async function invite(hr: string): Promise<{ interview: InterviewRecord; candidate: string }> {
  const candidate = await live().tokenOf('demo_c7', 'user');
  const me = (await call<{ id: number }>(candidate, 'front/v1/user/info')).data;
  const any = (await call<{ list: InterviewRecord[] }>(hr, 'front/v1/interview?pageNum=1&pageSize=1')).data.list[0]!;
  // The chat ID: the server's user-ID prefix and the user ID.
  const prefix = any.to.slice(0, any.to.length - String(any.candidateId).length);
  const job = (await call<{ list: { id: number }[] }>(hr, 'front/v1/job?pageNum=1&pageSize=1&status=2')).data.list[0]!;
  const day = new Date(Date.now() + 2 * 86_400_000);
  const created = await call<{ id: number }>(hr, 'front/v1/interview', {
    jobId: job.id,
    mobile: '13800138000',
    interviewType: 1,
    address: '',
    latitude: null,
    longitude: null,
    interviewTime: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 10:15:00`,
    remark: '回访测试',
    to: `${prefix}${me.id}`,
  });
  expect(created).toMatchObject({ code: 200 });
  const interview = (await call<InterviewRecord>(hr, `front/v1/interview/${created.data.id}`)).data;
  return { interview, candidate };
}

it("shows the candidate's answer when the list comes back into view", async () => {
  const hr = await live().tokenOf('demo_hr');
  const { interview: pending, candidate } = await invite(hr);
  expect(pending.status).toBe(1);
  setToken(hr);
  renderApp('/interview/index?status=1');
  const table = await screen.findByRole('table', { name: '面试列表' }, { timeout: 15_000 });
  const row = () =>
    within(table)
      .queryAllByRole('row')
      .find((r) => r.textContent?.includes(pending.interviewTime.slice(0, 16)) && r.textContent?.includes(pending.jobTitle));
  await waitFor(() => expect(row()?.textContent).toContain('待确认'), { timeout: 10_000 });

  const menu = () => within(screen.getByRole('navigation', { name: '主菜单' }));
  fireEvent.click(menu().getByRole('link', { name: '职位管理' }));
  await waitFor(() => expect(here()).toMatch(/^\/zhiwei\/index/));
  const answered = await call(candidate, `front/v1/candidate/interview/${pending.id}/respond`, { accept: true });
  expect(answered.code).toBe(200);

  fireEvent.click(menu().getByRole('link', { name: '面试记录' }));
  await waitFor(() => expect(here()).toBe('/interview/index?status=1'));
  await waitFor(() => expect(row()).toBeUndefined(), { timeout: 10_000 });
  fireEvent.click(screen.getByRole('tab', { name: '已接受' }));
  await waitFor(() => expect(row()?.textContent).toContain('已接受'), { timeout: 10_000 });
});
