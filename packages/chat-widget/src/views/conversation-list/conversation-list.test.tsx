// The first rows give way to the virtualised list once its chunk is in (conversation-list.tsx): a
// keyboard user's focus on a row goes over to the same conversation's row, and focus elsewhere
// stays where it is.
import type { ConversationRow } from './conversation-list';

const rows: ConversationRow[] = ['C2Cann', 'C2Cbob', 'GROUP@TGS#1'].map((conversationID, index) => ({
  conversationID,
  group: conversationID.startsWith('GROUP'),
  name: `会话${index}`,
  avatar: '',
  summary: '你好',
  time: '10:00',
  unreadCount: 0,
  muted: false,
  pinned: false,
  active: false,
  online: false,
}));

const option = (conversationID: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((el) => el.dataset.conversationId === conversationID);
const virtualised = () => document.querySelector('[data-virtuoso-scroller]');

let unmount = () => {};
afterEach(() => unmount());

/** The list in a fresh module registry: its lazy chunk not loaded yet, so the first rows show. */
async function show() {
  jest.resetModules();
  // pure: no clean-up hooks registered from inside a test; afterEach unmounts the list.
  const { render, waitFor } = await import('@testing-library/react/pure');
  const { I18nextProvider } = await import('react-i18next');
  const { createChatI18n } = await import('../../i18n/create-i18n');
  const { ConversationList } = await import('./conversation-list');
  const noop = () => undefined;
  const view = render(
    <I18nextProvider i18n={createChatI18n()}>
      <input aria-label="elsewhere" />
      <ConversationList rows={rows} onSelect={noop} onDelete={noop} onTogglePin={noop} onToggleMute={noop} />
    </I18nextProvider>,
  );
  unmount = view.unmount;
  expect(virtualised()).toBeNull();
  return { ...view, swapped: () => waitFor(() => expect(virtualised()).not.toBeNull()) };
}

it('hands the focus of a first row to its twin in the virtualised list', async () => {
  const { swapped } = await show();
  const first = option('C2Cbob')!;
  first.focus();
  await swapped();
  expect(first.isConnected).toBe(false);
  expect(document.activeElement).toBe(option('C2Cbob'));
});

it('leaves the focus alone when it was not on a row', async () => {
  const { swapped, getByLabelText } = await show();
  option('C2Cbob')!.focus();
  const elsewhere = getByLabelText('elsewhere');
  elsewhere.focus();
  await swapped();
  expect(document.activeElement).toBe(elsewhere);
});
