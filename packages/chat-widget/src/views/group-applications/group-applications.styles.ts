import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { dialogButtons } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';
import { FADE_MS } from '../../machines/group-applications';

export { Overlay } from '../forward/forward.styles';

export const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 16px;
  background: ${v.surface};
  border-bottom: 1px solid ${v.border};
  font-size: 13px;
  button {
    padding: 0;
    border: none;
    background: none;
    color: ${v.primary};
    cursor: pointer;
  }
`;

/** A 360 px panel at the right on desktop; a bottom sheet on narrow widths. */
export const Drawer = styled(Dialog.Content)<{ $sheet: boolean }>`
  position: fixed;
  z-index: 6001;
  display: flex;
  flex-direction: column;
  background: ${v.background};
  color: ${v.text};
  box-shadow: 0 4px 16px ${v.shadow};
  ${({ $sheet }) =>
    $sheet ? `left: 0; right: 0; bottom: 0; max-height: 70vh; border-radius: 12px 12px 0 0;` : `top: 0; right: 0; bottom: 0; width: min(360px, 100vw);`}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${v.border};
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
  button {
    border: none;
    background: none;
    font-size: 18px;
    cursor: pointer;
    color: ${v.textSecondary};
  }
`;

export const List = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 16px;
  border-bottom: 1px solid ${v.border};
  transition: opacity ${FADE_MS}ms;
  &[data-fading] {
    opacity: 0;
  }
`;

export const Secondary = styled.span`
  color: ${v.textSecondary};
  font-size: 12px;
  word-break: break-word;
`;

export const Buttons = styled.div`
  ${dialogButtons}
`;
