// The interview drawer's candidate name opens their resume over it (the layout's resume drawer,
// here against a fake loader); closing that gives focus back to the name, the interview drawer
// still open. A candidate without a resume is named as text.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/console-i18n';
import { INTERVIEW_STATUS, INTERVIEW_TYPE, type InterviewRecord } from '../../api/interviews.api';
import { ResumeViewer } from '../../layout/resume-viewer/resume-viewer';
import { resume } from '../../layout/resume-viewer/resume-viewer.test-support';
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
  address: 'https://meeting.example.test/11',
  meetingLink: null,
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

const renderDetail = (record: InterviewRecord, load = jest.fn(async () => resume)) => {
  render(
    <>
      <InterviewDetail
        shown={{ status: 'ready', interview: record }}
        onClose={jest.fn()}
        onRetry={jest.fn()}
        onCancel={jest.fn()}
        onReschedule={jest.fn()}
        onOutcome={jest.fn()}
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
