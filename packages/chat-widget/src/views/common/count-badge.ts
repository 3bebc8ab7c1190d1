// The red count badge's look (the widget README: unread and new-contact counts, 99+ beyond 99),
// shared by the conversation rows and the shell's tabs; each places and sizes its own.
import { css } from 'styled-components';
import { v } from '../../theme/vars';

export const countBadge = css`
  border-radius: 9px;
  background: ${v.badge};
  color: ${v.primaryText};
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;
