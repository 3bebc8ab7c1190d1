// The job list's expiry filter: any, or expiring from now within a few days (the home page's
// 即将到期职位 opens the list with 3).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const EXPIRY_WINDOWS = [3, 7, 30] as const;

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  select {
    padding: 5px 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    font: inherit;
  }
`;

/** The window in days a URL value asks for, or none. */
export const expiryWindowOf = (value: string): number | undefined => EXPIRY_WINDOWS.find((days) => String(days) === value);

export function ExpiryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Label>
      {t('jobs.expiring')}
      <select value={expiryWindowOf(value) === undefined ? '' : value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('jobs.expiringAll')}</option>
        {EXPIRY_WINDOWS.map((days) => (
          <option key={days} value={String(days)}>
            {t('jobs.expiringWithin', { count: days })}
          </option>
        ))}
      </select>
    </Label>
  );
}
