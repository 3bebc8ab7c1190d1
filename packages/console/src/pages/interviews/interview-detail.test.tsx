// The interview drawer's candidate name opens their resume over it (the layout's resume drawer,
// here against a fake loader); closing that gives focus back to the name, the interview drawer
// still open. A candidate without a resume is named as text. An online interview's meeting link
// is a safe external link, and 下载日历 asks for the interview's .ics file.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/console-i18n';
import { INTERVIEW_STATUS, INTERVIEW_TYPE, type InterviewRecord } from '@employment-cloud/api-contract';
import { ResumeViewer } from '../../layout/resume-viewer/resume-viewer';
import { resume } from '../../../test/resume';
import { InterviewDetail } from './interview-detail';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const interview: InterviewRecord = {
  id: 11,
  jobId: 5,
  jobTitle: '前端工程师',
  candidateId: 3,
  candidateName: '李雷',
  mobile: '13900139000',
  candidateMobile: '13800138000',
  resumeId: 7,
  interviewType: INTERVIEW_TYPE.online,
  address: null,
  meetingLink: 'https://meeting.example.test/j/11?pwd=1',
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

const renderDetail = (record: InterviewRecord, load = jest.fn(async () => resume), onDownloadCalendar = jest.fn()) => {
  render(
    <>
      <InterviewDetail
        shown={{ status: 'ready', interview: record }}
        onClose={jest.fn()}
        onRetry={jest.fn()}
        onCancel={jest.fn()}
        onReschedule={jest.fn()}
        onOutcome={jest.fn()}
        onDownloadCalendar={onDownloadCalendar}
      />
      <ResumeViewer loadResume={load} />
    </>,
  );
  return load;
};

it("opens the candidate's resume over the interview, and Escape comes back to the name", async () => {
  const load = renderDetail(interview);
  const detail = screen.getByRole('dialog', { name: '面试详情' });
  const name = within(detail).getByRole('button', { name: '李雷' });
  name.focus();
  fireEvent.click(name);
  const drawer = await screen.findByRole('dialog', { name: '简历详情：李雷' });
  expect(load).toHaveBeenCalledWith(7);
  await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '简历详情：李雷' })).toBeNull());
  expect(screen.getByRole('dialog', { name: '面试详情' })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(name));
});

it('names a candidate without a resume as text', () => {
  renderDetail({ ...interview, resumeId: null });
  const detail = screen.getByRole('dialog', { name: '面试详情' });
  expect(within(detail).queryByRole('button', { name: '李雷' })).toBeNull();
  expect(detail.textContent).toContain('李雷');
});

it("shows an online interview's meeting link opening in a new tab without this page, and 下载日历 asks for its file", () => {
  const download = jest.fn();
  renderDetail(interview, undefined, download);
  const detail = screen.getByRole('dialog', { name: '面试详情' });
  const link = within(detail).getByRole('link', { name: 'https://meeting.example.test/j/11?pwd=1' });
  expect(link.getAttribute('href')).toBe('https://meeting.example.test/j/11?pwd=1');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  // Under its own label, in place of the 地点 an online interview does not have.
  expect(link.closest('dd')?.previousElementSibling?.textContent).toBe('会议链接');
  expect(detail.textContent).not.toContain('地点 / 链接');
  fireEvent.click(within(detail).getByRole('button', { name: '下载日历' }));
  expect(download).toHaveBeenCalledWith(interview);
});

it('shows a link that is no web link as text, and none for an on-site interview', () => {
  renderDetail({ ...interview, meetingLink: 'javascript:alert(1)' });
  let detail = screen.getByRole('dialog', { name: '面试详情' });
  expect(within(detail).queryByRole('link')).toBeNull();
  expect(detail.textContent).toContain('javascript:alert(1)');
  cleanup();
  renderDetail({ ...interview, interviewType: INTERVIEW_TYPE.onsite, address: '深圳市南山区科技园', meetingLink: null });
  detail = screen.getByRole('dialog', { name: '面试详情' });
  expect(detail.textContent).not.toContain('会议链接');
  expect(within(detail).getByRole('button', { name: '下载日历' })).toBeTruthy();
});
