// The previewer's screen: image, counter, arrows and tools. Renders props and sends events.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewerEvent, PreviewerView as View } from '../../machines/previewer';
import { Close, Content, Next, Overlay, Picture, Prev, Tools } from './previewer.styles';
import { useReturnFocus } from '../dialog/use-return-focus';
import { safeUrl } from '../common/safe-url';
import { DialogLayer } from '../dialog/dialog-layer';

export interface PreviewerViewProps {
  view: View;
  send(event: PreviewerEvent): void;
}

const distance = (touches: TouchEvent['touches']) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

export function PreviewerView({ view, send }: PreviewerViewProps) {
  const { t } = useTranslation('chat');
  const returnFocus = useReturnFocus(true);
  const pinchFrom = useRef(0);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') send({ type: 'PREV' });
    if (event.key === 'ArrowRight') send({ type: 'NEXT' });
  };
  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length === 1) send({ type: 'TOUCH_START', x: event.touches[0]!.clientX });
    if (event.touches.length === 2) {
      pinchFrom.current = distance(event.touches);
      send({ type: 'PINCH_START' });
    }
  };
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length === 2 && pinchFrom.current) send({ type: 'PINCH', scale: distance(event.touches) / pinchFrom.current });
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (touch && event.touches.length === 0) send({ type: 'TOUCH_END', x: touch.clientX });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => open || send({ type: 'CLOSE' })}>
      <DialogLayer Overlay={Overlay}>
        <Content
          onCloseAutoFocus={returnFocus}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onWheel={(event) => send({ type: 'WHEEL', deltaY: event.deltaY })}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
        >
          <Dialog.Title>
            <span hidden>{t('previewer.title')} </span>
            <span data-testid="previewer-counter">{view.counter}</span>
          </Dialog.Title>
          <Picture src={safeUrl(view.url, 'media') ?? undefined} alt="" style={{ transform: view.transform }} draggable={false} data-testid="previewer-image" />
          {view.hasPrev && (
            <Prev type="button" aria-label={t('previewer.prev')} onClick={() => send({ type: 'PREV' })}>
              ‹
            </Prev>
          )}
          {view.hasNext && (
            <Next type="button" aria-label={t('previewer.next')} onClick={() => send({ type: 'NEXT' })}>
              ›
            </Next>
          )}
          <Tools role="toolbar" aria-label={t('previewer.title')}>
            <button type="button" aria-label={t('previewer.zoomOut')} onClick={() => send({ type: 'ZOOM_OUT' })}>
              －
            </button>
            <button type="button" aria-label={t('previewer.zoomIn')} onClick={() => send({ type: 'ZOOM_IN' })}>
              ＋
            </button>
            <button type="button" aria-label={t('previewer.rotateLeft')} onClick={() => send({ type: 'ROTATE', direction: -1 })}>
              ⟲
            </button>
            <button type="button" aria-label={t('previewer.rotateRight')} onClick={() => send({ type: 'ROTATE', direction: 1 })}>
              ⟳
            </button>
            <button type="button" aria-label={t('previewer.download')} onClick={() => send({ type: 'DOWNLOAD' })}>
              ⤓
            </button>
          </Tools>
          <Dialog.Close asChild>
            <Close type="button" aria-label={t('previewer.close')}>
              ✕
            </Close>
          </Dialog.Close>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
