// A detail drawer: Radix Dialog as a panel on the right (focus kept inside, Escape and the
// overlay close it), titled, with a close button.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogOverlay } from '../../ui/dialog';
import { PlainButton } from '../buttons';

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(560px, 100vw);
  display: flex;
  flex-direction: column;
  background: #fff;
  box-shadow: -2px 0 8px rgba(0, 0, 0, 0.15);
  z-index: 6001;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border-bottom: 1px solid #ebeef5;
  }
  h2 {
    margin: 0;
    font-size: 16px;
  }
  > div {
    flex: 1;
    overflow: auto;
    padding: 16px;
  }
`;

export interface DetailDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

export function DetailDrawer({ open, onOpenChange, title, children }: DetailDrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel aria-describedby={undefined}>
          <header>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <PlainButton type="button">{t('common.close')}</PlainButton>
            </Dialog.Close>
          </header>
          <div>{children}</div>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
