// The widget's toasts: shown by useToast() (the stack loads with the first), gone after
// TOAST_DURATION, at most three at once.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createChatI18n } from '../../i18n/create-i18n';
import { TOAST_DURATION, ToastProvider, useToast, type Toasts } from './toast-provider';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

function Grab({ into }: { into: (toasts: Toasts) => void }) {
  const toasts = useToast();
  useEffect(() => {
    into(toasts);
  }, [toasts, into]);
  return null;
}

function renderToasts(): Toasts {
  let toasts: Toasts | null = null;
  render(
    <I18nextProvider i18n={createChatI18n('zh-CN')}>
      <ToastProvider>
        <Grab into={(value) => (toasts = value)} />
      </ToastProvider>
    </I18nextProvider>,
  );
  return toasts!;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows an error and a success toast, each gone after its duration', async () => {
  const toasts = renderToasts();
  act(() => toasts.error('发送失败'));
  act(() => toasts.success('已复制'));
  const error = (await screen.findByText('发送失败')).closest('[data-kind]');
  expect(error?.getAttribute('data-kind')).toBe('error');
  expect(screen.getByText('已复制').closest('[data-kind]')?.getAttribute('data-kind')).toBe('success');
  act(() => jest.advanceTimersByTime(TOAST_DURATION + 50));
  expect(screen.queryByText('发送失败')).toBeNull();
  expect(screen.queryByText('已复制')).toBeNull();
});

it('keeps at most three on screen, dropping the oldest', async () => {
  const toasts = renderToasts();
  act(() => ['一', '二', '三', '四'].forEach((text) => toasts.error(text)));
  await screen.findByText('四');
  expect(screen.queryByText('一')).toBeNull();
  expect(['二', '三', '四'].map((text) => screen.getByText(text).textContent)).toEqual(['二', '三', '四']);
});

it('the toasts on screen have no serious accessibility violation', async () => {
  jest.useRealTimers(); // axe waits on real timers
  const toasts = renderToasts();
  act(() => toasts.error('发送失败'));
  act(() => toasts.success('已复制'));
  await screen.findByText('已复制');
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('needs a provider: useToast() outside one is a clear error', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Grab into={() => {}} />)).toThrow('useToast() needs a <ToastProvider>');
});
