import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const Box = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${v.border};
  background: ${(p) => (p.$dragging ? v.surfaceHover : v.background)};
  color: ${v.text};
  font-family: ${v.fontFamily};
  font-size: ${v.fontSize};
`;

export const MutedNotice = styled.div`
  padding: 24px 16px;
  text-align: center;
  color: ${v.textSecondary};
  background: ${v.surface};
`;

export const QuoteBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 6px 12px 0;
  padding: 4px 8px;
  border-radius: ${v.radius};
  background: ${v.surface};
  color: ${v.textSecondary};
  span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    border: none;
    background: none;
    color: ${v.textSecondary};
    cursor: pointer;
  }
`;

export const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 6px 12px 0;
  padding: 0;
  list-style: none;
`;

export const Attachment = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: 120px;
  font-size: 12px;
  color: ${v.textSecondary};
  img {
    max-width: 120px;
    max-height: 80px;
    border-radius: ${v.radius};
  }
  button {
    position: absolute;
    top: -6px;
    right: -6px;
    width: 18px;
    height: 18px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: ${v.textSecondary};
    color: ${v.background};
    cursor: pointer;
    line-height: 18px;
  }
`;

export const FileIcon = styled.span`
  display: inline-block;
  width: 32px;
  height: 40px;
  border-radius: 4px;
  background: ${v.primary};
  color: ${v.primaryText};
  font-size: 10px;
  line-height: 40px;
  text-align: center;
`;

export const Input = styled.textarea`
  flex: 1;
  min-height: 72px;
  margin: 0;
  padding: 8px 12px;
  border: none;
  outline: none;
  resize: none;
  background: transparent;
  color: ${v.text};
  font: inherit;
  &::placeholder {
    color: ${v.textPlaceholder};
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  justify-content: flex-end;
  padding: 0 12px 8px;
  button {
    padding: 4px 16px;
    border: none;
    border-radius: ${v.radius};
    background: ${v.primary};
    color: ${v.primaryText};
    cursor: pointer;
  }
`;
