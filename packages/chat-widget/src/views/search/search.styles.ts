import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const Bar = styled.div`
  display: flex;
  gap: 8px;
  padding: 8px 12px;
  border-bottom: 1px solid ${v.border};
  input {
    flex: 1;
    min-width: 0;
    padding: 4px 10px;
    border: 1px solid ${v.border};
    border-radius: 14px;
    background: ${v.surface};
    outline: none;
  }
  button {
    border: none;
    background: none;
    color: ${v.primary};
    cursor: pointer;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
  overflow: auto;
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 6px 12px;
  button {
    padding: 2px 10px;
    border: 1px solid ${v.border};
    border-radius: 12px;
    background: ${v.background};
    cursor: pointer;
  }
  button[aria-pressed='true'],
  button[aria-selected='true'] {
    border-color: ${v.primary};
    color: ${v.primary};
  }
`;

export const Section = styled.section`
  padding: 4px 0;
  h3 {
    margin: 0;
    padding: 4px 12px;
    font-size: 12px;
    font-weight: normal;
    color: ${v.textSecondary};
  }
`;

export const Row = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 6px 12px;
  border: none;
  background: none;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${v.surfaceHover};
  }
  small {
    color: ${v.textSecondary};
  }
  mark {
    background: none;
    color: ${v.primary};
  }
`;

export const Link = styled.button`
  padding: 4px 12px;
  border: none;
  background: none;
  color: ${v.primary};
  cursor: pointer;
`;

export const Note = styled.div`
  padding: 24px 12px;
  text-align: center;
  color: ${v.textSecondary};
`;

/** The in-conversation panel's width at desktop widths: the chat window makes room for it. */
export const SEARCH_PANEL_WIDTH = 300;
/** The chat window's width from which the panel sits beside the chat (a chat as wide as the panel at least). */
export const SIDE_BY_SIDE_MIN = 2 * SEARCH_PANEL_WIDTH;
/** The chat window as a CSS container: the panel's layout follows its width, not the page's. */
export const CHAT_WINDOW_CONTAINER = 'ec-chat-window';

/**
 * The in-conversation panel, along the right side of the chat window, which shrinks beside it
 * (chat-window.tsx); in a narrower window, and on a phone (data-full), it covers the window.
 */
export const SidePanel = styled.aside`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 3;
  display: flex;
  flex-direction: column;
  width: min(${SEARCH_PANEL_WIDTH}px, 100%);
  &[data-full] {
    width: 100%;
    border-left: 0;
    box-shadow: none;
  }
  @container ${CHAT_WINDOW_CONTAINER} (max-width: ${SIDE_BY_SIDE_MIN - 1}px) {
    width: 100%;
    border-left: 0;
    box-shadow: none;
  }
  background: ${v.background};
  border-left: 1px solid ${v.border};
  box-shadow: -2px 0 8px ${v.shadow};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 8px 12px;
  }
  h2 {
    margin: 0;
    font-size: 14px;
  }
  header button {
    border: none;
    background: none;
    cursor: pointer;
  }
`;
