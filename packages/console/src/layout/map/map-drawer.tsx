// The map drawer (spec §2): an iframe of the configured picker (VITE_MAP_PICKER_URL), or a
// manual-entry form when none is configured. Open it with pickLocation(). The configured URL passes
// the widget's URL rule (safeUrl) like every URL the console shows: one that is not a web URL is
// treated as none.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { safeUrl } from '@employment-cloud/chat-widget';
import { registerMapDrawer } from './map-drawer-events';
import { isLocation, parseMapMessage, type MapResult } from './map-result';

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
  label {
    display: grid;
    gap: 4px;
  }
`;

export function MapDrawer({ pickerUrl: configured }: { pickerUrl?: string }) {
  const { t } = useTranslation();
  const pickerUrl = safeUrl(configured);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const resolver = useRef<((result: MapResult | null) => void) | null>(null);

  const finish = (result: MapResult | null) => {
    resolver.current?.(result);
    resolver.current = null;
    setOpen(false);
  };
  useEffect(() => {
    registerMapDrawer((resolve) => {
      resolver.current?.(null);
      resolver.current = resolve;
      setError('');
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const location = String(form.get('location') ?? '').replace(/\s/g, '');
    if (!isLocation(location)) return setError(t('common.mapInvalidLocation'));
    finish({ location, address: String(form.get('address') ?? ''), name: String(form.get('name') ?? '') });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && finish(null)}>
      <Dialog.Portal>
        <Panel aria-describedby={undefined}>
          <Dialog.Title>{t('common.map')}</Dialog.Title>
          {pickerUrl ? (
            <iframe title={t('common.map')} src={pickerUrl} />
          ) : (
            <form onSubmit={submit}>
              <p>{t('common.mapManualHint')}</p>
              <label>
                {t('common.mapLocation')}
                <input name="location" required aria-invalid={error ? true : undefined} />
              </label>
              {error && <p role="alert">{error}</p>}
              <label>
                {t('common.mapAddress')}
                <input name="address" />
              </label>
              <label>
                {t('common.mapName')}
                <input name="name" />
              </label>
              <button type="submit">{t('common.confirm')}</button>
            </form>
          )}
          <Dialog.Close>{t('common.close')}</Dialog.Close>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
