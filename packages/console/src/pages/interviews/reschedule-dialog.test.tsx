// 改期 of an online interview: its meeting link comes filled in, a link that is no web link is
// refused beside the field before anything is sent, and the new time goes with the new link.
// An on-site interview has no link field and sends none.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/console-i18n';
import { INTERVIEW_STATUS, INTERVIEW_TYPE, type InterviewRecord } from '@employment-cloud/api-contract';
import { dayFromToday } from '../../../test/interview-form';
import { RescheduleDialog } from './reschedule-dialog';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const interview: InterviewRecord = {
  id: 21,
  jobId: 5,
  jobTitle: '前端工程师',
  candidateId: 3,
  candidateName: '李雷',
  mobile: '13900139000',
  candidateMobile: '13800138000',
  resumeId: 7,
  interviewType: INTERVIEW_TYPE.online,
  address: null,
  meetingLink: 'https://meeting.example.test/j/21',
  latitude: null,
  longitude: null,
  interviewTime: '2030-01-02 10:00:00',
  remark: null,
  status: INTERVIEW_STATUS.accepted,
  outcome: null,
  past: false,
  createdAt: '2029-12-30T08:00:00.000Z',
  to: 'u3',
};

function open(record: InterviewRecord) {
  const onReschedule = jest.fn();
  render(<RescheduleDialog interview={record} busy={false} error="" onReschedule={onReschedule} onClose={jest.fn()} />);
  return { dialog: screen.getByRole('dialog', { name: '面试改期' }), onReschedule };
}

it('refuses a meeting link that is no web link with its message, then sends the time with the new link', async () => {
  const { dialog, onReschedule } = open(interview);
  const link = within(dialog).getByLabelText<HTMLInputElement>('会议链接');
  expect(link.value).toBe('https://meeting.example.test/j/21');
  const day = dayFromToday(3);
  fireEvent.change(within(dialog).getByLabelText('新的面试日期'), { target: { value: day } });
  fireEvent.change(link, { target: { value: 'meeting.example.test/j/22' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
  const message = '会议链接须为以 http:// 或 https:// 开头的完整网址';
  await waitFor(() => expect(document.getElementById('interview-reschedule-link-error')?.textContent).toBe(message));
  expect(link.getAttribute('aria-invalid')).toBe('true');
  expect(link.getAttribute('aria-describedby')).toBe('interview-reschedule-link-error');
  expect(onReschedule).not.toHaveBeenCalled();

  fireEvent.change(link, { target: { value: ' https://meeting.example.test/j/22 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
  await waitFor(() => expect(onReschedule).toHaveBeenCalledTimes(1));
  expect(onReschedule).toHaveBeenCalledWith({ interviewTime: `${day} 09:00:00`, meetingLink: 'https://meeting.example.test/j/22' });
});

it('shows every broken rule at once: no day and a bad link', async () => {
  const { dialog, onReschedule } = open(interview);
  fireEvent.change(within(dialog).getByLabelText('会议链接'), { target: { value: 'ftp://meeting.example.test/1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
  await waitFor(() => expect(document.getElementById('interview-reschedule-date-error')?.textContent).toBe('请选择新的面试日期'));
  expect(document.getElementById('interview-reschedule-link-error')?.textContent).toBe('会议链接须为以 http:// 或 https:// 开头的完整网址');
  expect(onReschedule).not.toHaveBeenCalled();
});

it('asks an on-site interview for no link and sends none', async () => {
  const { dialog, onReschedule } = open({ ...interview, interviewType: INTERVIEW_TYPE.onsite, address: '深圳市南山区科技园', meetingLink: null });
  expect(within(dialog).queryByLabelText('会议链接')).toBeNull();
  const day = dayFromToday(2);
  fireEvent.change(within(dialog).getByLabelText('新的面试日期'), { target: { value: day } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定改期' }));
  await waitFor(() => expect(onReschedule).toHaveBeenCalledWith({ interviewTime: `${day} 09:00:00` }));
});
