// Text kept for screen readers and out of sight: a collapsed menu's labels, the header's words
// on a phone. The usual pattern (as in Bootstrap's and Tailwind's sr-only), in one place.
import { css } from 'styled-components';

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
