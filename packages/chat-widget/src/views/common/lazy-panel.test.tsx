// A lazy panel whose chunk fails to load: the notice takes its place (the rest renders), and
// retry imports again and shows the panel.
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createChatI18n } from '../../i18n/create-i18n';
import { lazyWithRetry } from './lazy-panel';

function Panel({ name }: { name: string }) {
  return <p>面板 {name}</p>;
}

it('shows the notice for a failed load, keeps its siblings, and loads the panel on retry', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Panel }>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Panel });
  const LazyPanel = lazyWithRetry(load);
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
  render(
    <I18nextProvider i18n={createChatI18n('zh-CN')}>
      <p>会话列表</p>
      <Suspense fallback={<p>加载中...</p>}>
        <LazyPanel name="A" />
      </Suspense>
    </I18nextProvider>,
  );
  const notice = await screen.findByRole('alert');
  expect(notice.textContent).toContain('这部分没有加载成功');
  expect(screen.getByText('会话列表')).toBeTruthy();
  expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('面板 A')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});
