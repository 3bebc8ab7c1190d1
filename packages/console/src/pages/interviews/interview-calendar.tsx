// The week calendar: seven day columns (Monday first), hours down, each interview a block placed
// by its time (one hour tall) that opens the drawer; today's column is marked; previous, next
// and this week move it.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import { ListState, PlainButton, type ListStatus } from '../../kit';
import { candidateText, statusText } from './interview-labels';
import { clockOf, hourRange, parseDay } from './week';

const HOUR_PX = 48;
const pad = (n: number) => String(n).padStart(2, '0');

const Wrap = styled.section`
  .nav {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 8px;
    flex-wrap: wrap;
  }
  .nav h2 {
    margin: 0 8px;
    font-size: 15px;
  }
  .scroll {
    overflow-x: auto;
  }
  .grid {
    display: grid;
    grid-template-columns: 56px repeat(7, minmax(110px, 1fr));
    min-width: 830px;
    border: 1px solid #ebeef5;
    background: #fff;
  }
  .day-head {
    padding: 6px;
    text-align: center;
    font-size: 13px;
    background: #f5f7fa;
    border-left: 1px solid #ebeef5;
  }
  .day-head[aria-current='date'] {
    background: #ecf5ff;
    color: #1d5fc4;
    font-weight: 600;
  }
  .hours {
    position: relative;
  }
  .hours span {
    position: absolute;
    right: 6px;
    font-size: 12px;
    color: #606266;
    transform: translateY(-50%);
  }
  .day {
    position: relative;
    margin: 0;
    padding: 0;
    list-style: none;
    border-left: 1px solid #ebeef5;
    background: repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, #ebeef5 ${HOUR_PX - 1}px, #ebeef5 ${HOUR_PX}px);
  }
  .day[data-today] {
    background-color: #f4f9ff;
  }
  .day li {
    position: absolute;
    left: 2px;
    right: 2px;
  }
  .day button {
    width: 100%;
    height: 100%;
    overflow: hidden;
    text-align: left;
    font-size: 12px;
    padding: 2px 4px;
    border: 0;
    border-left: 3px solid #1d5fc4;
    border-radius: 2px;
    background: #e8f0fd;
    color: #303133;
    cursor: pointer;
  }
  .day button[data-status='2'] {
    border-left-color: #2f7d32;
    background: #e7f4e8;
  }
  .day button[data-status='3'] {
    border-left-color: #a15c00;
    background: #fdf3e3;
  }
  .day button[data-status='4'] {
    border-left-color: #909399;
    background: #f0f0f2;
    text-decoration: line-through;
  }
  .day button[aria-current='true'] {
    outline: 2px solid #1d5fc4;
  }
`;

export interface InterviewCalendarProps {
  days: string[];
  today: string;
  interviews: InterviewRecord[];
  status: ListStatus;
  error: string;
  truncatedAt?: number;
  current?: number;
  onRetry: () => void;
  onShow: (interview: InterviewRecord) => void;
  onWeek: (offset: -1 | 0 | 1) => void;
}

export function InterviewCalendar({ days, today, interviews, status, error, truncatedAt, current, onRetry, onShow, onWeek }: InterviewCalendarProps) {
  const { t, i18n } = useTranslation();
  const { first, last } = hourRange(interviews.map((interview) => interview.interviewTime));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const byDay = (day: string) => interviews.filter((interview) => interview.interviewTime.startsWith(day));
  const height = hours.length * HOUR_PX;

  return (
    <Wrap aria-busy={status === 'loading'}>
      <div className="nav">
        <PlainButton type="button" onClick={() => onWeek(-1)}>
          {t('interviews.previousWeek')}
        </PlainButton>
        <PlainButton type="button" onClick={() => onWeek(0)}>
          {t('interviews.thisWeek')}
        </PlainButton>
        <PlainButton type="button" onClick={() => onWeek(1)}>
          {t('interviews.nextWeek')}
        </PlainButton>
        <h2>{t('interviews.weekOf', { from: days[0], to: days[6] })}</h2>
      </div>
      {status === 'error' ? (
        <ListState status="error" empty error={error} onRetry={onRetry} />
      ) : (
        <div className="scroll" tabIndex={0} role="region" aria-label={t('interviews.calendarLabel')}>
          <div className="grid">
            <div />
            {days.map((day) => (
              <div key={day} id={`interview-day-${day}`} className="day-head" aria-current={day === today ? 'date' : undefined}>
                {weekday.format(parseDay(day) ?? new Date())} {day.slice(5)}
                {day === today && ` · ${t('interviews.today')}`}
              </div>
            ))}
            <div className="hours" style={{ height }} aria-hidden="true">
              {hours.map((hour, i) => (
                <span key={hour} style={{ top: i * HOUR_PX + (i === 0 ? 8 : 0) }}>
                  {pad(hour)}:00
                </span>
              ))}
            </div>
            {days.map((day) => (
              <ul key={day} className="day" style={{ height }} aria-labelledby={`interview-day-${day}`} data-today={day === today || undefined}>
                {byDay(day).map((interview) => {
                  const { hour, minute } = clockOf(interview.interviewTime);
                  const time = `${pad(hour)}:${pad(minute)}`;
                  return (
                    <li key={interview.id} style={{ top: (hour - first + minute / 60) * HOUR_PX, height: HOUR_PX - 2 }}>
                      <button
                        type="button"
                        data-status={interview.status}
                        aria-current={interview.id === current ? 'true' : undefined}
                        onClick={() => onShow(interview)}
                      >
                        {t('interviews.block', { time, candidate: candidateText(interview), job: interview.jobTitle, status: statusText(t, interview) })}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ))}
          </div>
        </div>
      )}
      {status === 'ready' && interviews.length === 0 && <p>{t('interviews.noneThisWeek')}</p>}
      {truncatedAt !== undefined && <p>{t('interviews.weekTruncated', { count: truncatedAt })}</p>}
    </Wrap>
  );
}
