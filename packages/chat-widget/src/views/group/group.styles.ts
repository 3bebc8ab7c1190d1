// The group screens' layout: the create dialog, the manage panel (a right-hand sheet) and its parts.
import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { centredPanel, dialogButtons } from '../dialog/dialog.styles';
import { v } from '../../theme/vars';

export { DialogOverlay as Overlay } from '../dialog/dialog.styles';

export const CreateContent = styled(Dialog.Content)`
  ${centredPanel}
  width: min(440px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 16px 20px;
  z-index: 6001;
  h2 {
    margin: 0 0 12px;
    font-size: 15px;
    font-weight: 500;
  }
`;

export const Sheet = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(360px, 100vw);
  overflow-y: auto;
  padding: 12px 16px;
  background: ${v.background};
  color: ${v.text};
  box-shadow: -2px 0 12px ${v.shadow};
  z-index: 6001;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  button {
    border: none;
    background: none;
    font-size: 16px;
    cursor: pointer;
    color: ${v.text};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label,
  .label {
    font-size: 13px;
    color: ${v.textSecondary};
  }
  input,
  textarea {
    padding: 6px 8px;
    border: 1px solid ${v.border};
    border-radius: ${v.radius};
    background: ${v.background};
    color: ${v.text};
    font: inherit;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

/** A member picker's row: the whole row is the checkbox's label, so a press anywhere on it ticks it. */
export const PickRow = styled.label`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  margin: -6px 0;
  padding: 6px 0;
  cursor: pointer;
`;

export const Hint = styled.small`
  color: ${v.textSecondary};
`;

export const ErrorText = styled.small`
  color: ${v.danger};
`;

export const Buttons = styled.div`
  ${dialogButtons}
  margin-top: 12px;
`;

/** A full-width action row (transfer, dissolve, quit, sub-view links). */
export const ActionButton = styled.button`
  display: block;
  width: 100%;
  margin-top: 8px;
  padding: 8px;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  text-align: left;
  cursor: pointer;
  &[data-danger] {
    color: ${v.danger};
    text-align: center;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 0;
  }
  li > button {
    border: none;
    background: none;
    color: ${v.text};
    cursor: pointer;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 0;
  }
`;

export const Badge = styled.span`
  padding: 0 6px;
  border-radius: 8px;
  font-size: 12px;
  background: ${v.surface};
  color: ${v.textSecondary};
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, 56px);
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 56px;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    border: none;
    background: none;
    color: ${v.text};
    font-size: 12px;
    cursor: pointer;
    overflow: hidden;
  }
  [data-tile-action] {
    height: 40px;
    border: 1px dashed ${v.border};
    border-radius: ${v.radius};
    font-size: 20px;
  }
`;

export const Section = styled.section`
  padding: 10px 0;
  border-bottom: 1px solid ${v.border};
  h3 {
    margin: 0 0 6px;
    font-size: 13px;
    font-weight: 500;
    color: ${v.textSecondary};
  }
`;
