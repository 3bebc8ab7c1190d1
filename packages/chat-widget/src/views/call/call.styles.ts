// The call screen: a dark layer above everything the widget shows (the chat modal is 5000, its
// dialogs 6000-6101), a centred panel at desktop widths and the whole screen on a phone.
import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { NARROW_WIDTH } from '../../theme/breakpoints';

export const CALL_Z_INDEX = 7000;

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${CALL_Z_INDEX};
  background: rgba(0, 0, 0, 0.6);
`;

export const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${CALL_Z_INDEX};
  display: flex;
  flex-direction: column;
  width: min(720px, 100vw);
  height: min(640px, 100vh);
  transform: translate(-50%, -50%);
  overflow: hidden;
  border-radius: 12px;
  background: #1f2329;
  color: #ffffff;
  outline: none;
  /* Nothing to watch (a voice call, or an incoming video call not yet answered): a card. */
  &[data-compact] {
    width: min(360px, 100vw);
    height: auto;
  }
  @media (max-width: ${NARROW_WIDTH - 1}px) {
    inset: 0;
    width: 100%;
    height: 100%;
    height: 100dvh;
    transform: none;
    border-radius: 0;
    /* A phone: the whole screen whatever there is to watch. */
    &[data-compact] {
      width: 100%;
      height: 100%;
      height: 100dvh;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 16px 16px;
  text-align: center;
`;

export const Avatar = styled.img`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  object-fit: cover;
  background: #3a3f47;
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 20px;
  font-weight: 600;
`;

export const Status = styled(Dialog.Description)`
  margin: 0;
  color: #c9cdd4;
  font-size: 14px;
  &[data-alert] {
    color: #ffb4b4;
  }
`;

export const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  /* In a card nothing fills it; on a phone it still keeps the buttons at the bottom. */
  @media (min-width: ${NARROW_WIDTH}px) {
    [data-compact] > & {
      flex: 0 0 24px;
    }
  }
`;

export const Grid = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: ${({ $count }) => ($count > 1 ? '1fr 1fr' : '1fr')};
  grid-auto-rows: 1fr;
  gap: 4px;
  height: 100%;
`;

export const Tile = styled.div`
  position: relative;
  min-height: 0;
  overflow: hidden;
  background: #111418;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    position: absolute;
    left: 8px;
    bottom: 8px;
    padding: 2px 6px;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.5);
    font-size: 12px;
  }
`;

export const LocalPreview = styled.div`
  position: absolute;
  right: 12px;
  top: 12px;
  width: 28%;
  max-width: 180px;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: 8px;
  background: #111418;
  /* Calling out on video: one's own camera fills the stage until the other side is in. */
  &[data-full] {
    inset: 0;
    width: auto;
    max-width: none;
    aspect-ratio: auto;
    border-radius: 0;
  }
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transform: scaleX(-1);
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px;
  padding: 20px 16px calc(24px + env(safe-area-inset-bottom, 0px));
`;

export const Round = styled.button<{ $tone?: 'accept' | 'danger' }>`
  min-width: 64px;
  min-height: 44px;
  padding: 10px 16px;
  border: 0;
  border-radius: 22px;
  background: ${({ $tone }) => ($tone === 'accept' ? '#29a35a' : $tone === 'danger' ? '#e54545' : '#3a3f47')};
  color: #ffffff;
  font-size: 14px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: #f4f5f9;
    color: #1f2329;
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid #7fb4ff;
    outline-offset: 2px;
  }
`;
