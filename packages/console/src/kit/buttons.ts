// The kit's buttons: primary, plain and danger, and a link-like one for row actions.
import styled, { css } from 'styled-components';

const base = css`
  height: 32px;
  padding: 0 14px;
  border-radius: 4px;
  font-size: 14px;
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const PrimaryButton = styled.button`
  ${base};
  color: #fff;
  background: #1d5fc4;
  border: 1px solid #1d5fc4;
`;

export const PlainButton = styled.button`
  ${base};
  color: #303133;
  background: #fff;
  border: 1px solid #c0c4cc;
`;

export const DangerButton = styled.button`
  ${base};
  color: #fff;
  background: #c4321d;
  border: 1px solid #c4321d;
`;

export const LinkButton = styled.button`
  padding: 0 4px;
  border: 0;
  background: none;
  color: #1d5fc4;
  font-size: 13px;
  white-space: nowrap;
  cursor: pointer;
  &[data-danger] {
    color: #c4321d;
  }
`;
