import * as Checkbox from '@radix-ui/react-checkbox';
import * as Dialog from '@radix-ui/react-dialog';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { centredPanel, dialogButtons } from '../dialog/dialog.styles';

// The same overlay as the other list dialogs (forward, call picker).
export { Overlay } from '../forward/forward.styles';

export const Content = styled(Dialog.Content)`
  ${centredPanel}
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(400px, calc(100vw - 32px));
  max-height: min(560px, calc(100vh - 32px));
  padding: 16px 20px;
  z-index: 6001;
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
  input[type='search'] {
    padding: 5px 8px;
    border: 1px solid ${v.border};
    border-radius: ${v.radius};
    background: ${v.background};
    color: ${v.text};
  }
`;

export const Options = styled.div`
  flex: 1;
  min-height: 120px;
  overflow-y: auto;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
`;

export const Option = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: 10px;
    cursor: pointer;
  }
`;

const box = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  cursor: pointer;
`;

export const Radio = styled(RadioGroup.Item)`
  ${box}
  border: 1px solid ${v.border};
  border-radius: 50%;
  background: ${v.background};
`;

export const RadioDot = styled(RadioGroup.Indicator)`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${v.primary};
`;

export const Check = styled(Checkbox.Root)`
  ${box}
  border: 1px solid ${v.border};
  border-radius: 3px;
  background: ${v.background};
  color: ${v.primary};
  &[data-state='checked'] {
    border-color: ${v.primary};
  }
`;

export const Empty = styled.p`
  margin: 24px;
  text-align: center;
  color: ${v.textSecondary};
`;

export const Buttons = styled.div`
  ${dialogButtons}
`;
