// What a list shows instead of (or over) its rows: loading, empty, or the error with a retry; the
// empty and error states with their icon (decoration: the words say it).
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainButton } from '../buttons';
import type { ListStatus } from './use-list-query';

const Note = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: #606266;
  p {
    margin: 0 0 12px;
  }
  svg {
    display: block;
    margin: 0 auto 8px;
    color: #c0c4cc;
  }
`;

export function ListState({
  status,
  empty,
  error,
  emptyText,
  onRetry,
}: {
  status: ListStatus;
  empty: boolean;
  error: string;
  emptyText?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'error')
    return (
      <Note role="alert">
        <CircleAlert size={32} strokeWidth={1.5} aria-hidden="true" />
        <p>{t('kit.loadFailed', { message: error })}</p>
        <PlainButton type="button" onClick={onRetry}>
          {t('kit.retry')}
        </PlainButton>
      </Note>
    );
  if (status === 'loading' && empty) return <Note role="status">{t('common.loading')}</Note>;
  if (status === 'ready' && empty)
    return (
      <Note role="status">
        <Inbox size={32} strokeWidth={1.5} aria-hidden="true" />
        {emptyText ?? t('kit.empty')}
      </Note>
    );
  return null;
}
