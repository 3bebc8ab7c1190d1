// The interview list's filters: status tabs (全部 and the four statuses), type, and a day range
// (the list view only: the calendar's range is its week), the coming days (the home page's
// 近期面试: from now, not cancelled; the list view only too), with the list / calendar toggle.
// The days are picked in the console's calendar (the one 改期 uses), not the browser's own.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainButton, StatusTabs } from '../../kit';
import { DayInput } from '../../kit/form/day-input';
import { STATUS_LABELS, TYPE_LABELS } from './interview-labels';

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  font-size: 13px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input,
  select {
    padding: 5px 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    font: inherit;
  }
  .toggle {
    margin-left: auto;
    display: flex;
    gap: 0;
  }
  .toggle button[aria-pressed='true'] {
    background: #1d5fc4;
    color: #fff;
    border-color: #1d5fc4;
  }
`;

export type InterviewFilterValues = { status: string; type: string; from: string; to: string; upcoming: string; view: string };

const UPCOMING_WINDOWS = [7] as const;
/** The coming days a URL value asks for, or none. */
export const upcomingWindowOf = (value: string): number | undefined => UPCOMING_WINDOWS.find((days) => String(days) === value);

export interface InterviewFiltersProps {
  values: InterviewFilterValues;
  onChange: (patch: Partial<InterviewFilterValues> & { week?: string }) => void;
}

export function InterviewFilters({ values, onChange }: InterviewFiltersProps) {
  const { t } = useTranslation();
  const calendar = values.view === 'calendar';
  return (
    <>
      <StatusTabs
        label={t('interviews.statusLabel')}
        value={values.status}
        onChange={(status) => onChange({ status })}
        tabs={[{ value: '', label: t('interviews.statusAll') }, ...STATUS_LABELS.map((entry) => ({ value: String(entry.status), label: t(entry.label) }))]}
      />
      <Bar>
        <label>
          {t('interviews.type')}
          <select value={values.type} onChange={(event) => onChange({ type: event.target.value })}>
            <option value="">{t('interviews.typeAll')}</option>
            {TYPE_LABELS.map((entry) => (
              <option key={entry.type} value={String(entry.type)}>
                {t(entry.label)}
              </option>
            ))}
          </select>
        </label>
        {!calendar && (
          <>
            <label>
              {t('interviews.upcoming')}
              <select
                value={upcomingWindowOf(values.upcoming) === undefined ? '' : values.upcoming}
                onChange={(event) => onChange({ upcoming: event.target.value })}
              >
                <option value="">{t('interviews.upcomingAll')}</option>
                {UPCOMING_WINDOWS.map((days) => (
                  <option key={days} value={String(days)}>
                    {t('interviews.upcomingWithin', { count: days })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('interviews.from')}
              <DayInput value={values.from} onChange={(from) => onChange({ from })} last={values.to} clearable />
            </label>
            <label>
              {t('interviews.to')}
              <DayInput value={values.to} onChange={(to) => onChange({ to })} first={values.from} clearable />
            </label>
          </>
        )}
        <PlainButton type="button" onClick={() => onChange({ status: '', type: '', from: '', to: '', upcoming: '' })}>
          {t('interviews.resetFilters')}
        </PlainButton>
        <div className="toggle" role="group" aria-label={t('interviews.viewLabel')}>
          <PlainButton type="button" aria-pressed={!calendar} onClick={() => onChange({ view: '' })}>
            {t('interviews.viewList')}
          </PlainButton>
          <PlainButton type="button" aria-pressed={calendar} onClick={() => onChange({ view: 'calendar', week: '' })}>
            {t('interviews.viewCalendar')}
          </PlainButton>
        </div>
      </Bar>
    </>
  );
}
