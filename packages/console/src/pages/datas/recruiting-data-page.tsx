// datasIndex (/datas/index): the company's recruitment data over a range of days (the last 30 by
// default): views, submissions, chats, interviews and hires per day (line), the funnel, the most
// viewed jobs (bar), and the same numbers as tables, each exported to CSV exactly as shown.
// ECharts, the date picker and papaparse load with this page's chunk only.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchRecruitingData } from '../../api/statistics.api';
import { EChart } from '../../charts';
import { PlainButton, useRecordQuery, ListState } from '../../kit';
import { downloadCsv } from '../../kit/export/download-csv';
import { DateRangeField, type DateRange } from '../../kit/form/date-range-field';
import { funnelOption, jobsOption, trendOption } from './data-charts';
import { rangeQuery, defaultRange } from './data-range';
import { DataTableView } from './data-table';
import { dailyTable, jobTable, type TableRows } from './data-tables';

const Page = styled.section`
  padding: 16px;
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
    margin-bottom: 12px;
  }
  h1 {
    margin: 0 auto 0 0;
    font-size: 18px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  .range {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .range input {
    padding: 6px 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    width: 210px;
  }
  .hint {
    margin: 0 0 12px;
    color: #606266;
    font-size: 13px;
  }
  .grid {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 16px;
    margin-bottom: 16px;
  }
  .panel {
    border: 1px solid #ebeef5;
    border-radius: 4px;
    padding: 12px;
    background: #fff;
  }
  .wide {
    grid-column: 1 / -1;
  }
  .exports {
    display: flex;
    gap: 8px;
  }
  .panel header {
    margin-bottom: 8px;
  }
  .panel header h2 {
    margin: 0 auto 0 0;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (max-width: 900px) {
    .grid {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const QUICK = [7, 30, 90] as const;

export default function RecruitingDataPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const query = rangeQuery(range);
  const { state, retry } = useRecordQuery(['recruiting-data', query], () => fetchRecruitingData(query));
  const data = state.status === 'ready' ? state.data : undefined;
  const tables = useMemo(() => (data ? { daily: dailyTable(t, data), jobs: jobTable(t, data) } : undefined), [data, t]);
  const charts = useMemo(() => (data ? { trend: trendOption(t, data), funnel: funnelOption(t, data), jobs: jobsOption(t, data) } : undefined), [data, t]);
  const save = (name: string, table: TableRows) => data && downloadCsv(`${name}-${data.start}_${data.end}.csv`, table.header, [...table.rows, table.footer]);
  const empty = data !== undefined && Object.values(data.totals).every((n) => n === 0);

  return (
    <Page aria-labelledby="datas-title">
      <header>
        <h1 id="datas-title">{t('menu.datasIndex')}</h1>
        <div className="range">
          <label htmlFor="datas-range">{t('datas.range')}</label>
          <DateRangeField id="datas-range" label={t('datas.range')} value={range} onChange={setRange} maxDate={new Date()} />
          {QUICK.map((days) => (
            <PlainButton key={days} type="button" onClick={() => setRange(defaultRange(new Date(), days))}>
              {t('datas.lastDays', { days })}
            </PlainButton>
          ))}
        </div>
      </header>
      <p className="hint">{t('datas.hint')}</p>
      {state.status !== 'ready' && <ListState status={state.status} empty error={state.error} onRetry={retry} />}
      {data && tables && charts && (
        <>
          {empty && <p role="status">{t('datas.empty')}</p>}
          <p className="sr-only" role="status">
            {t('datas.shown', { start: data.start, end: data.end })}
          </p>
          <div className="grid">
            <section className="panel wide" aria-labelledby="datas-trend">
              <h2 id="datas-trend">{t('datas.trend')}</h2>
              <EChart option={charts.trend} label={t('datas.trendLabel', { start: data.start, end: data.end })} height={320} />
            </section>
            <section className="panel" aria-labelledby="datas-funnel">
              <h2 id="datas-funnel">{t('datas.funnel')}</h2>
              <EChart option={charts.funnel} label={t('datas.funnelLabel', { ...data.totals })} height={300} />
            </section>
            <section className="panel" aria-labelledby="datas-jobs">
              <h2 id="datas-jobs">{t('datas.topJobs')}</h2>
              <EChart option={charts.jobs} label={t('datas.topJobs')} height={300} />
            </section>
          </div>
          <div className="grid">
            <section className="panel" aria-labelledby="datas-daily-title">
              <header>
                <h2 id="datas-daily-title">{t('datas.byDay')}</h2>
                <PlainButton type="button" onClick={() => save('recruiting-daily', tables.daily)}>
                  {t('datas.exportDaily')}
                </PlainButton>
              </header>
              <DataTableView id="datas-daily" caption={t('datas.byDayCaption', { start: data.start, end: data.end })} table={tables.daily} />
            </section>
            <section className="panel" aria-labelledby="datas-job-title">
              <header>
                <h2 id="datas-job-title">{t('datas.byJob')}</h2>
                <PlainButton type="button" onClick={() => save('recruiting-jobs', tables.jobs)}>
                  {t('datas.exportJobs')}
                </PlainButton>
              </header>
              <DataTableView id="datas-by-job" caption={t('datas.byJobCaption', { start: data.start, end: data.end })} table={tables.jobs} />
            </section>
          </div>
        </>
      )}
    </Page>
  );
}
