import * as Toast from '@radix-ui/react-toast';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

/** Top centre, above the modal (z-index 5000). */
export const ToastViewport = styled(Toast.Viewport)`
  position: fixed;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 5100;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
  pointer-events: none;
`;

export const ToastItem = styled(Toast.Root)`
  pointer-events: auto;
  max-width: min(360px, calc(100vw - 32px));
  padding: 8px 16px;
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  box-shadow: 0 4px 16px ${v.shadow};
  border-left: 3px solid ${v.success};
  word-break: break-word;

  &[data-kind='error'] {
    border-left-color: ${v.danger};
  }
  &[data-swipe='move'] {
    transform: translateY(var(--radix-toast-swipe-move-y));
  }
`;
