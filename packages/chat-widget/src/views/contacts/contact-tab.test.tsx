// The contact tab is never blank: its sections show by name in the frame the tab opens, before the
// contact page's chunk is in.
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ChatEngine } from '../../engine';
import { createChatI18n } from '../../i18n/create-i18n';
import { EngineContext } from '../../provider/engine-context';
import { ContactTab } from './contact-tab';

it('shows the sections at once, before the page has loaded', async () => {
  // The page never gets this engine: the test ends (and unmounts) in the frame before its chunk is in.
  const engine = {} as ChatEngine;
  const view = render(
    <I18nextProvider i18n={createChatI18n()}>
      <EngineContext.Provider value={engine}>
        <ContactTab narrow={false} />
      </EngineContext.Provider>
    </I18nextProvider>,
  );
  const sections = screen.getByRole('list', { name: '通讯录' });
  expect(
    within(sections)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['新的联系人', '黑名单', '我的群聊', '我的好友']);
  view.unmount();
  await act(async () => void (await import('../lazy-panels'))); // its loading ends here, unrendered
});
