// The resume drawer as a view, as other pages would use it: only the actions given are offered,
// each calls back; a PDF shows in a frame, replaced by a note when the page's policy refuses to
// frame it; other files are offered for download only.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/console-i18n';
import type { Resume } from '@employment-cloud/api-contract';
import { resume as sample } from '../../../test/resume';
import { ResumeDrawer, type ResumeDrawerProps } from './resume-drawer';

beforeAll(() => initTestI18n());

/** The shared sample as a woman's, with a PDF and no stored file record. */
const resume: Resume = {
  ...sample,
  profile: { ...sample.profile, sex: '2' },
  file: null,
  download: { url: '/front/v1/common/file/downResume/7', name: '李雷的简历.pdf', mime: 'application/pdf' },
};

const drawer = (props: Partial<ResumeDrawerProps> = {}) =>
  render(<ResumeDrawer open onClose={jest.fn()} resume={resume} status="ready" error="" onRetry={jest.fn()} preview={{ status: 'none' }} {...props} />);

it('shows the resume with the facts and labels it is given, and no actions without callbacks', () => {
  drawer({ facts: [['投递职位', '前端工程师']], sexLabel: (value) => (value === '2' ? '女' : '男') });
  const panel = screen.getByRole('dialog', { name: '简历详情：李雷' });
  const fact = (label: string) => [...panel.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
  expect(fact('投递职位')).toBe('前端工程师');
  expect(fact('性别')).toBe('女');
  expect(fact('专业')).toBe('软件工程');
  expect(panel.textContent).toContain('前端工程师 · 上海 · 15-22.5K');
  expect(within(panel).queryByRole('group', { name: '简历操作' })).toBeNull();
  expect(panel.textContent).toContain('此文件不能在页面中预览，请下载查看。');
});

it('offers the actions it is given and calls them back', () => {
  const onVerdict = jest.fn();
  const onChat = jest.fn();
  const onDownload = jest.fn();
  drawer({ actions: { onVerdict, onChat, onDownload } });
  const group = screen.getByRole('group', { name: '简历操作' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['合适', '待定', '不合适', '沟通', '下载']);
  fireEvent.click(within(group).getByRole('button', { name: '不合适' }));
  fireEvent.click(within(group).getByRole('button', { name: '沟通' }));
  fireEvent.click(screen.getByRole('button', { name: '李雷的简历.pdf' }));
  expect(onVerdict).toHaveBeenCalledWith('unsuitable');
  expect(onChat).toHaveBeenCalledTimes(1);
  expect(onDownload).toHaveBeenCalledTimes(1);
});

it('frames a PDF preview, and shows the note with the link when the page refuses to frame it', () => {
  const url = 'blob:http://localhost/preview-1';
  drawer({ preview: { status: 'ready', url } });
  expect(screen.getByTitle('简历预览：李雷的简历.pdf').getAttribute('src')).toBe(url);
  act(() => {
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'frame-src', blockedURI: 'blob' }));
  });
  expect(screen.queryByTitle('简历预览：李雷的简历.pdf')).toBeNull();
  expect(screen.getByText('此文件不能在页面中预览，请下载查看。')).toBeTruthy();
  expect(screen.getByRole('link', { name: '打开 李雷的简历.pdf' }).getAttribute('href')).toBe(url);
});

it('tells a preview that failed to load', () => {
  drawer({ preview: { status: 'error', error: '网络错误' } });
  expect(screen.getByText('预览加载失败：网络错误')).toBeTruthy();
});

it("is titled with the candidate's name in the reader's language, its punctuation too", async () => {
  for (const [lng, title] of [
    ['en-US', 'Resume: 李雷'],
    ['zh-TW', '履歷詳情：李雷'],
  ] as const) {
    await initTestI18n(lng);
    const { unmount } = drawer();
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    unmount();
  }
  await initTestI18n();
});
