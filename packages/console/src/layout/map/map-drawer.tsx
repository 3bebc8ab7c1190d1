// The map drawer: an iframe of the picker page the server's settings name (GET
// front/v1/common/map-picker: Tencent's location picker with its key, or a page of one's own that
// posts the same message), or a form to type the location when there is none. Open it with
// pickLocation(). `pickerUrl` (a build's VITE_MAP_PICKER_URL) is asked before the server. The URL
// passes the widget's URL rule (safeUrl) like every URL the console shows: one that is not a web
// URL is treated as none; so is a server that cannot say (the form still takes the location).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { safeUrl } from '@employment-cloud/chat-widget';
import { fetchMapPicker } from '../../api/map-picker.api';
import { PlainButton } from '../../kit';
import { ManualLocationForm } from './manual-location-form';
import { registerMapDrawer } from './map-drawer-events';
import { parseMapMessage, type MapResult } from './map-result';

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(720px, 100vw);
  background: #fff;
  z-index: 5500;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  iframe {
    flex: 1;
    border: 0;
  }
  > footer {
    display: flex;
    justify-content: flex-end;
  }
`;

/** The picker page: undefined while asked, null for none. */
type Picker = string | null | undefined;

export interface MapDrawerProps {
  /** A picker page set in the build; without it the server's settings are asked. */
  pickerUrl?: string;
  /** How the server is asked (the API by default). */
  loadPicker?: () => Promise<string | null>;
}

export function MapDrawer({ pickerUrl: configured, loadPicker = fetchMapPicker }: MapDrawerProps) {
  const { t } = useTranslation();
  const [picker, setPicker] = useState<Picker>(configured === undefined ? undefined : (safeUrl(configured) ?? null));
  const [open, setOpen] = useState(false);
  const resolver = useRef<((result: MapResult | null) => void) | null>(null);
  const pickerUrl = picker ?? undefined;

  // Asked once, at the first opening.
  const asked = useRef(configured !== undefined);
  useEffect(() => {
    if (!open || asked.current) return;
    asked.current = true;
    loadPicker().then(
      (url) => setPicker(safeUrl(url ?? undefined) ?? null),
      () => setPicker(null),
    );
  }, [open, loadPicker]);

  const finish = (result: MapResult | null) => {
    resolver.current?.(result);
    resolver.current = null;
    setOpen(false);
  };
  useEffect(() => {
    registerMapDrawer((resolve) => {
      resolver.current?.(null);
      resolver.current = resolve;
      setOpen(true);
    });
    return () => registerMapDrawer(null);
  }, []);
  useEffect(() => {
    if (!open || !pickerUrl) return;
    const pickerOrigin = new URL(pickerUrl).origin;
    const onMessage = (event: MessageEvent) => {
      // Only the picker's own page may answer: any other frame or window is ignored.
      if (event.origin !== pickerOrigin) return;
      const result = parseMapMessage(event.data);
      if (result) finish(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, pickerUrl]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && finish(null)}>
      <Dialog.Portal>
        <Panel aria-describedby={undefined}>
          <Dialog.Title>{t('common.map')}</Dialog.Title>
          {pickerUrl ? (
            <iframe title={t('common.map')} src={pickerUrl} />
          ) : picker === null ? (
            <ManualLocationForm onPicked={finish} />
          ) : (
            <p role="status">{t('common.mapLoading')}</p>
          )}
          <footer>
            <Dialog.Close asChild>
              <PlainButton type="button">{t('common.close')}</PlainButton>
            </Dialog.Close>
          </footer>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
