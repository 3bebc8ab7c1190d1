// The call screen as props (views are dumb): who, the state's line, the videos or voice tiles, and
// the buttons of the state. A modal layer of its own above the chat modal, so the chat's focus
// trap and outside-click lock step aside while a call shows.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import type { CallView } from '../../machines/call/call.connect';
import type { CallUiEvent } from '../../machines/call/call.types';
import { DialogLayer } from '../dialog/dialog-layer';
import { Avatar, Controls, Grid, Header, LocalPreview, Overlay, Panel, Round, Stage, Status, Tile, Title } from './call.styles';
import { endTextKey, statusTextKey } from './call-texts';
import { StreamMedia } from './stream-media';

export interface CallPerson {
  name: string;
  avatar: string;
}

export interface CallViewProps {
  view: CallView;
  /** A text of the call area: text('accept'). */
  text(key: string, values?: Record<string, unknown>): string;
  people: Record<string, CallPerson | undefined>;
  /** mm:ss since connected. */
  elapsed: string;
  onEvent(event: CallUiEvent): void;
}

const prevent = (event: Event) => event.preventDefault();

export function CallScreenView({ view, text, people, elapsed, onEvent }: CallViewProps) {
  const { state, callType, tiles } = view;
  const acceptRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hangUpRef = useRef<HTMLButtonElement>(null);
  const focusKey = state === 'inCall' || state === 'connecting' ? 'live' : state;
  // Accept when it rings, else the button that ends the call: on opening, and on each change.
  const focusMain = () => (focusKey === 'ringing' ? acceptRef : focusKey === 'calling' ? cancelRef : focusKey === 'live' ? hangUpRef : null)?.current?.focus();
  useEffect(focusMain, [focusKey]);

  const nameOf = (userID: string) => people[userID]?.name || userID;
  // Incoming: the inviter; outgoing: those called.
  const shown = view.outgoing ? view.peerIDs : [view.inviter];
  const title = view.group ? shown.map(nameOf).join('、') : nameOf(shown[0] ?? '');
  const avatar = people[shown[0] ?? '']?.avatar;
  const video = callType === 2;
  const live = state === 'connecting' || state === 'inCall';
  const statusKey = statusTextKey(view);
  const status = state === 'ended' ? text(endTextKey(view)) : state === 'inCall' ? elapsed : statusKey ? text(statusKey) : '';
  const failed = state === 'ended' && (view.endReason === 'mediaError' || view.endReason === 'failed');
  const send = (event: CallUiEvent) => () => onEvent(event);

  return (
    <Dialog.Root open modal>
      <DialogLayer Overlay={Overlay}>
        <Panel
          data-call-state={state}
          {...(!video || (!live && !view.localStream) ? { 'data-compact': '' } : {})}
          aria-label={text(video ? 'videoCall' : 'voiceCall')}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusMain();
          }}
          onCloseAutoFocus={prevent}
        >
          <Header>
            {!(video && live) && <Avatar src={avatar || undefined} alt="" />}
            <Title>{title}</Title>
            <Status {...(failed ? { 'data-alert': '' } : {})} role={state === 'ended' ? 'status' : undefined}>
              {status}
            </Status>
          </Header>
          <Stage>
            {live && (
              <Grid $count={tiles.length}>
                {tiles.map((tile) => (
                  <Tile key={tile.userID} data-connection-state={tile.connection}>
                    {video ? (
                      <StreamMedia as="video" stream={tile.stream} data-testid="call-remote-video" aria-label={nameOf(tile.userID)} />
                    ) : (
                      <StreamMedia as="audio" stream={tile.stream} />
                    )}
                    {(video || view.group) && <span>{nameOf(tile.userID)}</span>}
                  </Tile>
                ))}
              </Grid>
            )}
            {video && view.localStream && !view.cameraOff && (
              <LocalPreview {...(live ? {} : { 'data-full': '' })}>
                <StreamMedia as="video" stream={view.localStream} muted data-testid="call-local-video" aria-label={text('you')} />
              </LocalPreview>
            )}
          </Stage>
          <Controls>
            {state === 'calling' && (
              <Round ref={cancelRef} type="button" $tone="danger" aria-label={text('cancel')} onClick={send({ type: 'CANCEL' })}>
                {text('cancel')}
              </Round>
            )}
            {state === 'ringing' && (
              <>
                <Round type="button" $tone="danger" aria-label={text('reject')} disabled={view.answering} onClick={send({ type: 'REJECT' })}>
                  {text('reject')}
                </Round>
                <Round ref={acceptRef} type="button" $tone="accept" aria-label={text('accept')} disabled={view.answering} onClick={send({ type: 'ACCEPT' })}>
                  {text('accept')}
                </Round>
              </>
            )}
            {live && (
              <>
                <Round type="button" aria-label={text('mute')} aria-pressed={view.muted} onClick={send({ type: 'TOGGLE_MIC' })}>
                  {text('mute')}
                </Round>
                {video && (
                  <>
                    <Round type="button" aria-label={text('cameraOff')} aria-pressed={view.cameraOff} onClick={send({ type: 'TOGGLE_CAMERA' })}>
                      {text('cameraOff')}
                    </Round>
                    <Round type="button" aria-label={text('toAudio')} onClick={send({ type: 'SWITCH_TO_AUDIO' })}>
                      {text('toAudio')}
                    </Round>
                  </>
                )}
                <Round ref={hangUpRef} type="button" $tone="danger" aria-label={text('hangUp')} onClick={send({ type: 'HANG_UP' })}>
                  {text('hangUp')}
                </Round>
              </>
            )}
          </Controls>
        </Panel>
      </DialogLayer>
    </Dialog.Root>
  );
}
