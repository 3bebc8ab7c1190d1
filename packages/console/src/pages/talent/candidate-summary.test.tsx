// The candidate cell of every talent list and of a fair's applicants: the name opens the
// candidate's resume in the layout's drawer (here against a fake loader); in the pool's edit
// drawer it is plain text.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '../../../test/console-i18n';
import type { Candidate } from '../../api/talent.api';
import { ResumeViewer } from '../../layout/resume-viewer/resume-viewer';
import { resume } from '../../../test/resume';
import { CandidateSummary } from './candidate-summary';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const candidate: Candidate = { id: 3, chatId: 'u3', resumeId: 7, name: '李雷', avatar: null, sex: '1', age: 28, degree: '本科', workYears: 5 };

it('opens the resume of the candidate from the name, with the basics below it', async () => {
  const load = jest.fn(async () => resume);
  render(
    <>
      <CandidateSummary candidate={candidate} />
      <ResumeViewer loadResume={load} />
    </>,
  );
  expect(screen.getByText('男 · 28岁 · 本科 · 5年经验')).toBeTruthy();
  const name = screen.getByRole('button', { name: '李雷' });
  expect(name.getAttribute('title')).toBe('查看简历');
  fireEvent.click(name);
  expect(await screen.findByRole('dialog', { name: '简历详情：李雷' })).toBeTruthy();
  expect(load).toHaveBeenCalledWith(7);
});

it('shows the name as text when asked to (a drawer is open already)', () => {
  render(<CandidateSummary candidate={candidate} plainName />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('李雷').tagName).toBe('STRONG');
});
