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
