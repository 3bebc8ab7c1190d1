// How a fair's type, status, dates and the company's sign-up read in the lists and the detail.
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { Fair, FairStatus } from '../../api/fairs.api';
import { minuteText } from '../../kit';

/** 2026-12-04 09:30 – 16:30 on one day, both ends in full otherwise. */
export function period(startAt: string, endAt: string): string {
  const start = minuteText(startAt);
  const end = minuteText(endAt);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

export const typeText = (t: TFunction, fair: Pick<Fair, 'type'>) => t(`fairs.type.${fair.type}`);
export const statusText = (t: TFunction, status: FairStatus) => t(`fairs.status.${status}`);

const COLOURS: Record<FairStatus, { fg: string; bg: string }> = {
  1: { fg: '#1a6b35', bg: '#e7f6ec' },
  2: { fg: '#1d5fc4', bg: '#e8f0fc' },
  3: { fg: '#5b5e66', bg: '#f0f1f3' },
};

const Badge = styled.span<{ $status: FairStatus }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 10px;
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
  color: ${(p) => COLOURS[p.$status].fg};
  background: ${(p) => COLOURS[p.$status].bg};
`;

export function StatusBadge({ t, status }: { t: TFunction; status: FairStatus }) {
  return <Badge $status={status}>{statusText(t, status)}</Badge>;
}
