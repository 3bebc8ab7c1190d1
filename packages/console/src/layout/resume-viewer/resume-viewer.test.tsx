// The layout's resume drawer against a fake loader (no server): opened by openResume, the resume
// with its sections, a refused resume's error with a retry, 沟通 with the candidate, and Escape
// giving focus back to the name it was opened from.
import { chatEvents, type ChatEventMap } from '@employment-cloud/chat-widget';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/console-i18n';
import type { Resume } from '@employment-cloud/api-contract';
import { ResumeViewer } from './resume-viewer';
import { resume } from '../../../test/resume';
import { openResume } from './resume-viewer-events';

beforeAll(() => initTestI18n());
afterEach(cleanup);

/** The viewer with a page's name button to open it from; the loader records what it was asked. */
function renderViewer(load: (id: number) => Promise<Resume>) {
  render(
    <>
      <button type="button" onClick={(event) => openResume(7, event.currentTarget)}>
        李雷
      </button>
      <ResumeViewer loadResume={load} />
    </>,
  );
  return screen.getByRole('button', { name: '李雷' });
}

it('opens on openResume with the resume and its sections, and nothing before', async () => {
  const asked: number[] = [];
  const name = renderViewer(async (id) => (asked.push(id), resume));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(asked).toEqual([]);
  fireEvent.click(name);
  const drawer = await screen.findByRole('dialog', { name: '简历详情：李雷' });
  expect(asked).toEqual([7]);
  for (const section of ['基本信息', '教育经历', '工作经历', '求职意向', '简历文件'])
    expect(within(drawer).getByRole('region', { name: section })).toBeTruthy();
  const fact = (label: string) => [...drawer.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
  expect(fact('性别')).toBe('男');
  expect(fact('专业')).toBe('软件工程');
  expect(drawer.textContent).toContain('前端工程师 · 上海 · 15-22.5K');
  // No verdicts: they belong to a submission.
  const actions = within(drawer).getByRole('group', { name: '简历操作' });
  expect(
    within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['沟通', '下载']);
});

it('shows a refused resume as the error with its message, and loads it again on retry', async () => {
  let refuse = true;
  const load = jest.fn(async () => {
    if (refuse) throw new Error('记录不存在');
    return resume;
  });
  fireEvent.click(renderViewer(load));
  const drawer = await screen.findByRole('dialog', { name: '简历详情' });
  expect((await within(drawer).findByRole('alert')).textContent).toContain('加载失败：记录不存在');
  expect(within(drawer).queryByRole('group', { name: '简历操作' })).toBeNull();
  refuse = false;
  fireEvent.click(within(drawer).getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('dialog', { name: '简历详情：李雷' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

it('沟通 closes the drawer and opens the chat with the candidate, without a job', async () => {
  const seen: ChatEventMap['open-chat'][] = [];
  const stop = chatEvents.on('open-chat', (payload) => seen.push(payload));
  try {
    fireEvent.click(renderViewer(async () => resume));
    const drawer = await screen.findByRole('dialog', { name: '简历详情：李雷' });
    fireEvent.click(within(drawer).getByRole('button', { name: '沟通' }));
    expect(seen).toEqual([{ userID: '3' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  } finally {
    stop();
  }
});

it('closes on Escape and gives focus back to the name, even one the click did not focus', async () => {
  const name = renderViewer(async () => resume);
  // fireEvent.click does not focus the button (as Safari's click does not): the viewer still returns to it.
  fireEvent.click(name);
  expect(document.activeElement).not.toBe(name);
  const drawer = await screen.findByRole('dialog', { name: '简历详情：李雷' });
  await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(name));
});

it('reloads the resume at each opening', async () => {
  const load = jest.fn(async () => resume);
  fireEvent.click(renderViewer(load));
  await screen.findByRole('dialog', { name: '简历详情：李雷' });
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  act(() => openResume(7));
  await screen.findByRole('dialog', { name: '简历详情：李雷' });
  expect(load).toHaveBeenCalledTimes(2);
});
