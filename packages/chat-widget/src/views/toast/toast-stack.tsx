// The toasts on screen: Radix Toast, loaded with the first toast (toast-provider.tsx), since
// most sessions never show one.
import * as Toast from '@radix-ui/react-toast';
import { ToastItem, ToastViewport } from './toast.styles';
import type { ShownToast } from './toast-provider';

export interface ToastStackProps {
  toasts: ShownToast[];
  duration: number;
  label: string;
  onClosed(id: number): void;
}

export default function ToastStack({ toasts, duration, label, onClosed }: ToastStackProps) {
  return (
    <Toast.Provider duration={duration} swipeDirection="up" label={label}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} type="foreground" data-kind={toast.kind} onOpenChange={(open) => open || onClosed(toast.id)}>
          <Toast.Description>{toast.text}</Toast.Description>
        </ToastItem>
      ))}
      <ToastViewport />
    </Toast.Provider>
  );
}
