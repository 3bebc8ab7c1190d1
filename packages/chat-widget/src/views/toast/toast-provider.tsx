// Toasts (docs/chat.md §8: send errors, copy, recall, downloads): one stack per widget instance,
// so two widgets on a page never show each other's messages. The stack itself (Radix Toast) is
// a lazy chunk, loaded with the first toast.
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'error' | 'success';

export interface Toasts {
  error(text: string): void;
  success(text: string): void;
}

export interface ShownToast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast shows (ms), and how many stay on screen at once. */
export const TOAST_DURATION = 3000;
const MAX_SHOWN = 3;

const ToastContext = createContext<Toasts | null>(null);
const loadStack = () => import('./toast-stack');
const ToastStack = lazyWithRetry(loadStack);

/**
 * Fetches the stack's chunk ahead of the first toast (issue 31): a chat that lost its network
 * must still be able to say so, and by then the chunk could not be fetched.
 */
export function preloadToasts(): void {
  loadStack().catch(() => undefined); // the toast's own load retries
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ShownToast[]>([]);
  const lastID = useRef(0);
  const show = useCallback((kind: ToastKind, text: string) => {
    lastID.current += 1;
    const toast = { id: lastID.current, kind, text };
    setShown((current) => [...current.slice(1 - MAX_SHOWN), toast]);
  }, []);
  const toasts = useMemo<Toasts>(() => ({ error: (text) => show('error', text), success: (text) => show('success', text) }), [show]);
  const closed = useCallback((id: number) => setShown((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {shown.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={shown} duration={TOAST_DURATION} label={t('common.notification')} onClosed={closed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** The widget's toasts; only inside <ChatProvider> (or a <ToastProvider> in a view test). */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast() needs a <ToastProvider> (inside <ChatProvider>)');
  return toasts;
}
