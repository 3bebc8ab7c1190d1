// 近期面试: the company's next interviews (time in the reader's time zone, candidate, job, status),
// each opening the interview list's drawer on it (?id=); 全部 opens the list's 近期 filter.
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NextInterview } from '../../api/workplace.api';
import { minuteText } from '../../kit';
import { statusLabel } from '../interviews/interview-labels';
import { EmptyNote, WorkplacePanel } from './workplace-panel';
import { pathOf } from '../../routes';

/** The server's window of the list (home-windows.ts), which the interview list's 近期 filter takes. */
const UPCOMING_DAYS = 7;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid #ebeef5;
  }
  a {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 12px;
    padding: 8px 4px;
    color: #303133;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: #f5f7fa;
  }
  time {
    font-variant-numeric: tabular-nums;
    color: #1d5fc4;
  }
  .who {
    flex: 1 1 160px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .job {
    color: #606266;
  }
  .status {
    font-size: 12px;
    padding: 0 6px;
    border: 1px solid #c0c4cc;
    border-radius: 10px;
    color: #606266;
  }
`;

export function NextInterviews({ interviews, upcoming }: { interviews: NextInterview[]; upcoming: number }) {
  const { t } = useTranslation();
  const all = pathOf('interviewIndex', { upcoming: UPCOMING_DAYS });
  return (
    <WorkplacePanel
      id="home-interviews"
      title={t('home.nextInterviews')}
      action={
        <Link to={all} aria-label={t('home.nextInterviewsAllLabel', { count: upcoming })}>
          {t('home.nextInterviewsAll', { count: upcoming })}
        </Link>
      }
    >
      {interviews.length === 0 ? (
        <EmptyNote icon={CalendarCheck} text={t('home.nextInterviewsEmpty')} />
      ) : (
        <Rows aria-labelledby="home-interviews">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <Link to={pathOf('interviewIndex', { id: interview.id })}>
                <time dateTime={interview.interviewTime}>{minuteText(interview.interviewTime)}</time>
                <span className="who">
                  <strong>{interview.candidateName}</strong> <span className="job">{interview.jobTitle}</span>
                </span>
                <span className="status">{statusLabel(t, interview.status)}</span>
              </Link>
            </li>
          ))}
        </Rows>
      )}
    </WorkplacePanel>
  );
}
