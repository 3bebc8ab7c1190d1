// Toasts (spec/chat.md §8: send errors, copy, recall, downloads): Radix Toast, one stack per
// widget instance, so two widgets on a page never show each other's messages.
import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastItem, ToastViewport } from './toast.styles';

export type ToastKind = 'error' | 'success';

export interface Toasts {
  error(text: string): void;
  success(text: string): void;
}

/** How long a toast shows (ms), and how many stay on screen at once. */
export const TOAST_DURATION = 3000;
const MAX_SHOWN = 3;

interface Item {
  id: number;
  kind: ToastKind;
  text: string;
}

const ToastContext = createContext<Toasts | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const lastID = useRef(0);
  const show = useCallback((kind: ToastKind, text: string) => {
    lastID.current += 1;
    const item = { id: lastID.current, kind, text };
    setItems((shown) => [...shown.slice(1 - MAX_SHOWN), item]);
  }, []);
  const toasts = useMemo<Toasts>(() => ({ error: (text) => show('error', text), success: (text) => show('success', text) }), [show]);
  const remove = (id: number) => setItems((shown) => shown.filter((item) => item.id !== id));

  return (
    <ToastContext.Provider value={toasts}>
      <Toast.Provider duration={TOAST_DURATION} swipeDirection="up" label={t('common.notification')}>
        {children}
        {items.map((item) => (
          <ToastItem key={item.id} type="foreground" data-kind={item.kind} onOpenChange={(open) => open || remove(item.id)}>
            <Toast.Description>{item.text}</Toast.Description>
          </ToastItem>
        ))}
        <ToastViewport />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** The widget's toasts; only inside <ChatProvider> (or a <ToastProvider> in a view test). */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast() needs a <ToastProvider> (inside <ChatProvider>)');
  return toasts;
}
