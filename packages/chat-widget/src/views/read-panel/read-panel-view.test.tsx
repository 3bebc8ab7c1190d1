// The read-receipt panel's list keeps list semantics while it loads: the loading tip is a list item
// holding the status, not a status in place of a list item (axe's "list" rule; the live panel's
// test once ran axe while a further page loaded).
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createChatI18n } from '../../i18n/create-i18n';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { ReadPanelView, type ReadPanelViewProps } from './read-panel-view';

const base: ReadPanelViewProps = {
  open: true,
  tab: 'read',
  readCount: 3,
  unreadCount: 0,
  members: [{ userID: 'demo_c1', nick: '张三', avatar: '' }],
  completed: false,
  loading: false,
  loadingMore: false,
  failed: false,
  onTab: () => undefined,
  onLoadMore: () => undefined,
  onRetry: () => undefined,
  onClose: () => undefined,
};

it.each([
  ['the first page', { loading: true, members: [] }],
  ['a further page', { loadingMore: true }],
])('while %s loads: a status inside a list item, and no serious axe violation', async (_, props) => {
  render(
    <I18nextProvider i18n={createChatI18n()}>
      <ReadPanelView {...base} {...props} />
    </I18nextProvider>,
  );
  const list = await screen.findByTestId('read-members');
  expect(list.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('status').closest('li')?.parentElement).toBe(list);
  expect(await seriousViolations(document.body)).toEqual([]);
});
