// Issue 31: every error code an engine can reject with reaches the user as a text of its own in
// their language, through the toast, never as the engine's English message. The codes come from
// ERROR_CODES, so a new code fails here until it has its texts (i18n/lazy/errors).
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ChatError } from '../../engine/chat-error';
import { ERROR_CODES } from '../../engine/limits';
import { LOCALES, type Locale } from '../../i18n/catalogue';
import { createChatI18n, preloadLocale } from '../../i18n/create-i18n';
import { useErrorText } from './error-text';
import { ToastProvider, useToast } from './toast-provider';

function Reporter({ error }: { error: unknown }) {
  const toast = useToast();
  const errorText = useErrorText();
  useEffect(() => toast.error(errorText(error)), [toast, errorText, error]);
  return null;
}

/** The toast that reporting `error` shows in `locale`, as the user sees it. */
async function toastFor(locale: Locale, error: unknown): Promise<string> {
  await preloadLocale(locale);
  const { unmount } = render(
    <I18nextProvider i18n={createChatI18n(locale)}>
      <ToastProvider>
        <Reporter error={error} />
      </ToastProvider>
    </I18nextProvider>,
  );
  try {
    const toast = await waitFor(() => {
      const item = document.querySelector('[data-kind="error"]');
      if (!item?.textContent) throw new Error('no toast yet');
      return item;
    });
    return toast.textContent!;
  } finally {
    unmount();
  }
}

const CJK = /[\u3400-\u9fff]/;
const codes = [...new Set(Object.values(ERROR_CODES))].sort((a, b) => a - b);

describe.each(LOCALES)('engine errors in %s', (locale) => {
  const inScript = (text: string) => (locale === 'en-US' ? !CJK.test(text) : CJK.test(text));

  it('every code shows a text of its own, in the language, never the engine message', async () => {
    const generic = (code: number) => createChatI18n(locale).t('errors.fallback', { code });
    const untranslated: string[] = [];
    for (const code of codes) {
      const english = `engine says ${code} in English`;
      const text = await toastFor(locale, new ChatError(code, english));
      if (!inScript(text) || text.includes(english) || text.includes('errors.') || text === generic(code)) untranslated.push(`${code}: ${text}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('a code without a text of its own, or none at all, gets the generic text, translated', async () => {
    const withCode = await toastFor(locale, new ChatError(99999, 'raw English'));
    expect(withCode).toContain('99999');
    expect(withCode).not.toContain('raw English');
    expect(inScript(withCode)).toBe(true);
    const without = await toastFor(locale, new Error('a thrown error without a code'));
    expect(without).not.toContain('a thrown error');
    expect(inScript(without)).toBe(true);
  });
});
