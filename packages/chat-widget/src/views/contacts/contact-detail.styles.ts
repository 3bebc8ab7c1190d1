// The contact detail's pieces: header, info lines, editable rows, forms and action buttons.
import * as Switch from '@radix-ui/react-switch';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { dialogButtons } from '../dialog/dialog.styles';

export const Detail = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  h2 {
    margin: 0;
    font-size: 18px;
    font-weight: 500;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${v.textSecondary};
  li + li {
    margin-top: 4px;
  }
`;

export const Field = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  input {
    flex: 1;
    max-width: 320px;
    padding: 5px 8px;
    border: 1px solid ${v.border};
    border-radius: ${v.radius};
    background: ${v.background};
    color: ${v.text};
  }
`;

export const Actions = styled.div`
  ${dialogButtons}
  flex-wrap: wrap;
  justify-content: flex-start;
  button {
    padding: 5px 16px;
  }
  button[data-danger] {
    border-color: ${v.danger};
    color: ${v.danger};
  }
`;

export const SwitchRoot = styled(Switch.Root)`
  position: relative;
  width: 36px;
  height: 20px;
  border: 0;
  border-radius: 10px;
  background: ${v.border};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${v.primary};
  }
`;

export const SwitchThumb = styled(Switch.Thumb)`
  display: block;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${v.background};
  transform: translateX(2px);
  transition: transform 150ms;
  &[data-state='checked'] {
    transform: translateX(18px);
  }
`;

export const BackHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-bottom: 1px solid ${v.border};
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
`;
