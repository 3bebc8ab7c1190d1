// The centred grey line of an empty pane (no conversation open, no contact chosen).
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const EmptyState = styled.div`
  margin: auto;
  color: ${v.textSecondary};
`;
