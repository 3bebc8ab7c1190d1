import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export { Buttons, Content, Empty, Item, List, Overlay } from '../forward/forward.styles';

export const Search = styled.input`
  margin-bottom: 8px;
  padding: 6px 10px;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
  background: ${v.background};
`;

export const Secondary = styled.span`
  color: ${v.textSecondary};
  font-size: 12px;
`;
