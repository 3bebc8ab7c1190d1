// The manage panel's frame: a right-hand sheet (Radix Dialog) with a title, back and close.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Overlay, Sheet, SheetHeader } from './group.styles';
import { useGroupTexts } from './use-group-texts';
import { DialogLayer } from '../dialog/dialog-layer';

export interface GroupSheetProps {
  title: string;
  /** Sub-views go back; the manage view has none. */
  onBack?: () => void;
  onClose(): void;
  children: ReactNode;
}

export function GroupSheet({ title, onBack, onClose, children }: GroupSheetProps) {
  const t = useGroupTexts();
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Sheet aria-describedby={undefined}>
          <SheetHeader>
            {onBack && (
              <button type="button" aria-label={t('group.back')} onClick={onBack}>
                ‹
              </button>
            )}
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close aria-label={t('group.close')}>×</Dialog.Close>
          </SheetHeader>
          {children}
        </Sheet>
      </DialogLayer>
    </Dialog.Root>
  );
}
