// The pager under a list: where we are, previous / next, and the page size.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainButton } from '../buttons';
import { PAGE_SIZES } from './use-list-params';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 0;
  font-size: 13px;
`;

export interface PagerProps {
  page: number;
  pages: number;
  total: number;
  size: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSize: (size: number) => void;
}

export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <Bar aria-label={t('kit.pagination')}>
      <span>{t('kit.pageInfo', { page: props.page, pages: props.pages, total: props.total })}</span>
      <PlainButton type="button" disabled={!props.canPrevious} onClick={props.onPrevious}>
        {t('kit.prevPage')}
      </PlainButton>
      <PlainButton type="button" disabled={!props.canNext} onClick={props.onNext}>
        {t('kit.nextPage')}
      </PlainButton>
      <label htmlFor={sizeId}>{t('kit.pageSize')}</label>
      <select id={sizeId} value={props.size} onChange={(event) => props.onSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('kit.perPage', { size })}
          </option>
        ))}
      </select>
    </Bar>
  );
}
