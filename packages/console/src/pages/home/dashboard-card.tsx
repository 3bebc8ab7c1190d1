// One figure of the home page as a card: a link to its list, or a button (the chat modal).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const card = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  border: 1px solid #ebeef5;
  border-radius: 4px;
  background: #fff;
  color: #303133;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: #1d5fc4;
    box-shadow: 0 2px 8px rgba(29, 95, 196, 0.15);
  }
  .label {
    font-size: 14px;
  }
  strong {
    font-size: 28px;
    color: #1d5fc4;
  }
  .hint {
    font-size: 12px;
    color: #606266;
  }
`;
const CardLink = styled(Link)`
  ${card}
`;
const CardButton = styled.button`
  ${card}
`;

export interface DashboardCardProps {
  label: string;
  count: number;
  hint: string;
  /** The accessible name: the label with the figure. */
  name: string;
  to?: string;
  onOpen?: () => void;
}

export function DashboardCard({ label, count, hint, name, to, onOpen }: DashboardCardProps) {
  const hintId = useId();
  const body: ReactNode = (
    <>
      <span className="label" aria-hidden>
        {label}
      </span>
      <strong aria-hidden>{count}</strong>
      <span className="hint" id={hintId}>
        {hint}
      </span>
    </>
  );
  return to ? (
    <CardLink to={to} aria-label={name} aria-describedby={hintId}>
      {body}
    </CardLink>
  ) : (
    <CardButton type="button" aria-label={name} aria-describedby={hintId} onClick={onOpen}>
      {body}
    </CardButton>
  );
}
