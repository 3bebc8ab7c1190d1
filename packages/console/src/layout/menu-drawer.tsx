// The side menu on a phone: a drawer over the page from the left (Radix Dialog: modal, focus kept
// inside and given back to the header's menu button, closed by Escape and the backdrop). Choosing
// an entry closes it, and so does any other navigation (back, a link in the page).
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DialogOverlay } from '../ui/dialog';
import { SideMenu, type SideMenuProps } from './side-menu';

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(240px, 80vw);
  overflow-y: auto;
  background: #304156;
  box-shadow: 2px 0 12px rgba(0, 0, 0, 0.3);
  z-index: 6001;
  outline: none;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: 56px;
    padding: 0 8px 0 16px;
    color: #fff;
  }
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
  header button {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    background: none;
    color: #bfcbd9;
    cursor: pointer;
  }
`;

export interface MenuDrawerProps extends Omit<SideMenuProps, 'collapsed' | 'onNavigate'> {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function MenuDrawer({ open, onOpenChange, ...menu }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  useEffect(() => close.current(false), [pathname]);
  // The header's button is no Dialog.Trigger (it lives outside the drawer), so Radix does not know
  // where to give the focus back: to what had it when the drawer opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <header>
            <Dialog.Title>{t('common.mainMenu')}</Dialog.Title>
            <Dialog.Close aria-label={t('common.closeMenu')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </header>
          <SideMenu {...menu} collapsed={false} onNavigate={() => onOpenChange(false)} />
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
