// An action's outcome (stores/outcome.ts) as the user sees it: a failure's text as an error toast
// in their language, a success text as a success toast, no toast for an outcome without text.
import { render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createChatI18n, preloadLocale } from '../../i18n/create-i18n';
import type { ActionOutcome } from '../../stores/outcome';
import { ToastProvider } from './toast-provider';
import { useOutcomeToast } from './use-outcome-toast';

function Reporter({ outcome, onShown }: { outcome: ActionOutcome; onShown(ok: boolean): void }) {
  const shown = useOutcomeToast();
  const [once] = useState(() => ({ done: false }));
  useEffect(() => {
    if (once.done) return;
    once.done = true;
    void shown(Promise.resolve(outcome)).then(onShown);
  }, [shown, outcome, onShown, once]);
  return null;
}

async function show(locale: 'zh-CN' | 'en-US', outcome: ActionOutcome) {
  await preloadLocale(locale);
  const onShown = jest.fn();
  const view = render(
    <I18nextProvider i18n={createChatI18n(locale)}>
      <ToastProvider>
        <Reporter outcome={outcome} onShown={onShown} />
      </ToastProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(onShown).toHaveBeenCalled());
  return { ok: onShown.mock.calls[0]![0] as boolean, view };
}

describe('useOutcomeToast', () => {
  it.each([
    ['zh-CN', '置顶会话失败'],
    ['en-US', 'Could not pin the conversation'],
  ] as const)('shows a refused pin in %s as an error toast: %s', async (locale, text) => {
    const { ok } = await show(locale, { ok: false, text: 'conversation.pinFailed' });
    expect(ok).toBe(false);
    await waitFor(() => expect(document.querySelector('[data-kind="error"]')?.textContent).toBe(text));
  });

  it('shows a success text as a success toast, and nothing for an outcome without text', async () => {
    // Any key of the eager catalogue will do (the contact actions' success texts load with their panel).
    const first = await show('zh-CN', { ok: true, text: 'conversation.unpin' });
    expect(first.ok).toBe(true);
    await waitFor(() => expect(document.querySelector('[data-kind="success"]')?.textContent).toBe('取消置顶'));
    first.view.unmount();
    const second = await show('zh-CN', { ok: true, text: null });
    expect(second.ok).toBe(true);
    expect(document.querySelector('[data-kind]')).toBeNull();
  });
});
