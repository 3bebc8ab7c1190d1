// The search date picker's popover (in the search chunk, not with the up-front search styles).
import * as Popover from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

/** The date picker's popover (its content: the lazy month calendar). */
export const CalendarPanel = styled(Popover.Content)`
  z-index: 6000;
  padding: 8px;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
  background: ${v.background};
  box-shadow: 0 2px 8px ${v.shadow};
  outline: none;
`;
