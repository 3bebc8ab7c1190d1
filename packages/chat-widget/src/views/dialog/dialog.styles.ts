// What every dialog of the widget shares: the dimmed overlay and a centred, themed panel. Each
// dialog adds its own size and stacking.
import { css } from 'styled-components';
import { v } from '../../theme/vars';

export const overlayBase = css`
  position: fixed;
  inset: 0;
  background: ${v.overlay};
`;

export const centredPanel = css`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  box-shadow: 0 4px 16px ${v.shadow};
`;
