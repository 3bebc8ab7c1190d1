import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createChatI18n, preloadLocale } from '../../i18n/create-i18n';
import { ChatHeader, type ChatHeaderProps } from './chat-header';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

beforeAll(() => Promise.all([preloadLocale('zh-TW'), preloadLocale('en-US')]));

const base: ChatHeaderProps = { conversationID: 'C2Clisi', name: '李四', avatar: '', group: false, memberCount: null, nameOnly: false, jobContext: null };
const show = (props: Partial<ChatHeaderProps>) =>
  render(
    <I18nextProvider i18n={createChatI18n()}>
      <ChatHeader {...base} {...props} />
    </I18nextProvider>,
  );

describe('chat header', () => {
  it('one-to-one with a job context: the candidate summary, expectation and job line', async () => {
    const { container } = show({
      jobContext: {
        resume: {
          name: '李四',
          workStatus: '离职-随时到岗',
          sex: '男',
          age: 28,
          degree: '本科',
          major: '计算机',
          workYearsString: '5年',
          expectations: [{ city: '深圳', position: '前端', salaryString: '15-20K' }],
        },
        job: { id: 1, title: '前端工程师' },
      },
    });
    expect(screen.getByTestId('candidate-summary').textContent).toBe('李四 | 离职-随时到岗 | 男 | 28岁 | 本科 | 计算机 | 5年');
    expect(screen.getByText('期望：深圳 · 前端 · 15-20K')).toBeTruthy();
    expect(screen.getByTestId('job-line').textContent).toBe('沟通职位：前端工程师');
    expect(screen.getByRole('img', { name: '李四' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('without a profile: the no-personal-info note and the job line', () => {
    show({ jobContext: { resume: null, job: { id: 2, title: '销售' } } });
    expect(screen.getByText('暂无个人信息')).toBeTruthy();
    expect(screen.getByTestId('job-line').textContent).toBe('沟通职位：销售');
  });

  it("a candidate's chat with a recruiter: the job line without the note about the candidate's info", () => {
    show({ jobContext: { resume: null, job: { id: 2, title: '销售' } }, aboutCandidate: false });
    expect(screen.queryByText('暂无个人信息')).toBeNull();
    expect(screen.getByTestId('job-line').textContent).toBe('沟通职位：销售');
  });

  it('the administrator conversation: only its name', () => {
    show({ name: 'administrator', nameOnly: true, jobContext: { resume: null, job: null } });
    expect(screen.getByText('administrator')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('暂无个人信息')).toBeNull();
  });

  it('a group: its name and member count; a back button when given', async () => {
    const backs: number[] = [];
    const { container } = show({ name: '招聘群', group: true, memberCount: 12, onBack: () => backs.push(1) });
    expect(screen.getByText('招聘群（12）')).toBeTruthy();
    screen.getByRole('button', { name: '返回' }).click();
    expect(backs).toEqual([1]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("the resume's sex code of the API (1, 2) shows as the locale's word, never the number", () => {
    const resume = { name: '王五', workStatus: null, age: null, degree: null, major: null, workYearsString: '', expectations: [] };
    const { unmount } = show({ jobContext: { resume: { ...resume, sex: '1' }, job: null } });
    expect(screen.getByTestId('candidate-summary').textContent).toBe('王五 | 男');
    unmount();
    show({ jobContext: { resume: { ...resume, sex: '2' }, job: null } });
    expect(screen.getByTestId('candidate-summary').textContent).toBe('王五 | 女');
  });

  it("while the peer types, 'Typing...' replaces the name (in the header's heading, announced)", () => {
    const { rerender } = show({ peerTyping: true });
    expect(screen.getByText('对方正在输入...')).toBeTruthy();
    expect(screen.queryByText('李四')).toBeNull();
    rerender(
      <I18nextProvider i18n={createChatI18n()}>
        <ChatHeader {...base} peerTyping={false} />
      </I18nextProvider>,
    );
    expect(screen.getByText('李四')).toBeTruthy();
  });

  it('in English, the sex and the typing text are English', () => {
    render(
      <I18nextProvider i18n={createChatI18n('en-US')}>
        <ChatHeader
          {...base}
          peerTyping
          jobContext={{
            resume: { name: 'Li', workStatus: null, sex: '2', age: null, degree: null, major: null, workYearsString: '', expectations: [] },
            job: null,
          }}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Typing...')).toBeTruthy();
    expect(screen.getByTestId('candidate-summary').textContent).toBe('Li | Female');
  });
});
