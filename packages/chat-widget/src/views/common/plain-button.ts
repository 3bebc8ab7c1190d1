// A plain bordered button (dialog footers, the login-failed retry): a file of its own, so the
// shell's retry button does not bring Radix Dialog into the first download with dialog.styles.
import { css } from 'styled-components';
import { v } from '../../theme/vars';

export const plainButton = css`
  padding: 4px 14px;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  cursor: pointer;
`;
