// The layer every dialog of the widget opens in: portalled into the widget's container (the
// script tag's shadow root), themed, and with its Content inside the Overlay, not beside it. The
// Overlay is the scroll lock's element (react-remove-scroll), which lets through only the wheel
// and touch events it saw pass through itself (React events, which carry the real target).
// Beside it, the lock matches the Content as a "shard" by the event's target at the document,
// which in a shadow root is the host element: every wheel inside the dialog was cancelled.
import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentType, ReactNode } from 'react';
import { usePortalContainer } from '../../provider/portal-context';
import { WidgetRoot } from '../../provider/widget-root';
import { keepTabInside } from './keep-tab-inside';

export interface DialogLayerProps {
  /** The dialog's styled Overlay (Dialog.Overlay or AlertDialog.Overlay). */
  Overlay: ComponentType<{ children?: ReactNode }>;
  /** AlertDialog.Portal for an alert dialog. */
  Portal?: ComponentType<{ container?: HTMLElement | null; children?: ReactNode }>;
  children: ReactNode;
}

export function DialogLayer({ Overlay, Portal = Dialog.Portal, children }: DialogLayerProps) {
  const container = usePortalContainer();
  return (
    <Portal container={container}>
      <WidgetRoot>
        <Overlay>
          {/* Tab wraps inside the dialog in a shadow root too (keep-tab-inside.ts). */}
          <div style={{ display: 'contents' }} onKeyDown={keepTabInside}>
            {children}
          </div>
        </Overlay>
      </WidgetRoot>
    </Portal>
  );
}
