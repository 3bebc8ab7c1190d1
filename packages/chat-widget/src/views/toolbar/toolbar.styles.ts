import { styled } from 'styled-components';
import { v } from '../../theme/vars';

/**
 * One row that never wraps: what does not fit goes under ⋯ (use-toolbar-fit.ts). `> span > button`
 * is a candidate's send resume, a text button of its own chunk.
 */
export const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 6px 8px 0;
  > span > button {
    height: 32px;
    padding: 0 8px;
    border: none;
    border-radius: ${v.radius};
    background: none;
    color: ${v.textSecondary};
    cursor: pointer;
    white-space: nowrap;
  }
`;

/**
 * An icon button, 40 px for a finger (pointer: coarse; use-toolbar-fit.ts counts with the same
 * sizes), whose word (its accessible name, `aria-label`) shows above it on hover and on keyboard
 * focus (`data-tip`): plain CSS, nothing to load. The last two open leftwards, inside the chat.
 */
export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${v.radius};
  background: none;
  color: ${v.textSecondary};
  cursor: pointer;
  @media (pointer: coarse) {
    width: 40px;
    height: 40px;
  }
  &:hover,
  &[aria-expanded='true'] {
    background: ${v.surfaceHover};
    color: ${v.text};
  }
  &::after {
    content: attr(data-tip);
    display: none;
    position: absolute;
    bottom: calc(100% + 4px);
    left: 0;
    z-index: 2;
    padding: 2px 8px;
    border-radius: 4px;
    background: #1f2329;
    color: #fff;
    font-size: 12px;
    line-height: 20px;
    white-space: nowrap;
    pointer-events: none;
  }
  &:nth-last-of-type(-n + 2)::after {
    left: auto;
    right: 0;
  }
  &:focus-visible::after {
    display: block;
  }
  @media (hover: hover) {
    &:hover::after {
      display: block;
    }
  }
  &[aria-expanded='true']::after {
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
