import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const Bar = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px 8px 0;
  > button,
  > label,
  > span > button {
    padding: 2px 8px;
    border: none;
    border-radius: ${v.radius};
    background: none;
    color: ${v.textSecondary};
    cursor: pointer;
    font: inherit;
  }
  > button:hover,
  > label:hover,
  > span > button:hover {
    background: ${v.surfaceHover};
    color: ${v.text};
  }
  input[type='file'] {
    display: none;
  }
`;

/** The picker inside its popover (emoji-popover.tsx places it above the emoji button). */
export const PickerBox = styled.div`
  width: 360px;
  padding: 8px;
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
  background: ${v.background};
  box-shadow: 0 2px 12px ${v.shadow};
  [role='tablist'] {
    display: flex;
    gap: 4px;
    margin-top: 6px;
    border-top: 1px solid ${v.border};
    padding-top: 6px;
  }
  [role='tab'] {
    border: none;
    background: none;
    color: ${v.textSecondary};
    cursor: pointer;
  }
  [role='tab'][data-state='active'] {
    color: ${v.primary};
  }
`;

export const EmojiGrid = styled.div<{ $big?: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => (p.$big ? 5 : 10)}, 1fr);
  gap: 2px;
  max-height: 200px;
  overflow-y: auto;
  button {
    padding: 2px;
    border: none;
    background: none;
    cursor: pointer;
  }
`;
