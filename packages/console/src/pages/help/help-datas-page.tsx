// HelpDatas (/help/datas): help statistics of a date range (the last six months at first), per
// week or month: people helped over time (line), by project (bar), by outcome (pie), with the
// totals, and the same numbers as tables. ECharts comes with this page's chunk only.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchHelpStatistics, type HelpStatistics, type HelpUnit } from '../../api/help.api';
import { EChart } from '../../charts';
import { ListState, PageFrame, useRecordQuery } from '../../kit';
import { DateRangeField, type DateRange } from '../../kit/form/date-range-field';
import { EVENTS, eventLabel, outcomeOption, projectOption, timelineOption } from './help-chart-options';
import { OutcomeTable, ProjectTable, TimelineTable } from './help-datas-tables';
import { todayText } from './help-labels';

const Page = styled(PageFrame)`
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  .filters {
    display: flex;
    align-items: center;
    gap: 16px;
    flex-wrap: wrap;
    margin-bottom: 16px;
    font-size: 14px;
  }
  .filters label {
    margin-right: 8px;
  }
  .filters input,
  .filters select {
    padding: 6px 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    font: inherit;
  }
  .totals {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 12px;
    margin: 0 0 16px;
  }
  .totals div {
    background: #fff;
    border: 1px solid #ebeef5;
    border-radius: 4px;
    padding: 12px;
  }
  .totals dt {
    font-size: 13px;
    color: #606266;
  }
  .totals dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 600;
  }
  .charts {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 16px;
    margin-bottom: 16px;
  }
  .charts > div {
    background: #fff;
    border: 1px solid #ebeef5;
    border-radius: 4px;
    padding: 12px;
    min-width: 0;
  }
  .charts > .wide {
    grid-column: 1 / -1;
  }
  .tables {
    display: grid;
    gap: 16px;
  }
  @media (max-width: 1100px) {
    .charts {
      grid-template-columns: minmax(0, 1fr);
    }
    .totals {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const DAY_MS = 86_400_000;
const firstRange = (): DateRange => ({ from: new Date(Date.now() - 182 * DAY_MS), to: new Date() });

export default function HelpDatasPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(firstRange);
  const [unit, setUnit] = useState<HelpUnit>('month');
  const from = todayText(range.from);
  const to = todayText(range.to);
  const { state, retry, fetching } = useRecordQuery<HelpStatistics>(['help-statistics', { from, to, unit }], () => fetchHelpStatistics({ from, to, unit }));
  // A new range or unit shows its loading while the last figures stay.
  const load = { status: fetching ? ('loading' as const) : state.status, error: state.error };
  const stats = state.status === 'ready' ? state.data : undefined;
  const options = useMemo(
    () => (stats ? { timeline: timelineOption(t, stats), project: projectOption(t, stats), outcome: outcomeOption(t, stats) } : null),
    [stats, t],
  );
  const empty = !stats || stats.totals.signups + stats.totals.enrolled + stats.totals.employed === 0;

  return (
    <Page title={t('menu.HelpDatas')}>
      <div className="filters">
        <span>
          <label htmlFor="help-datas-range">{t('help.range')}</label>
          <DateRangeField id="help-datas-range" label={t('help.range')} value={range} onChange={setRange} maxDate={new Date()} />
        </span>
        <span>
          <label htmlFor="help-datas-unit">{t('help.unit')}</label>
          <select id="help-datas-unit" value={unit} onChange={(event) => setUnit(event.target.value as HelpUnit)}>
            <option value="month">{t('help.unitMonth')}</option>
            <option value="week">{t('help.unitWeek')}</option>
          </select>
        </span>
      </div>
      <ListState status={load.status} empty={!stats || empty} error={load.error} emptyText={t('help.noData')} onRetry={retry} />
      {stats && options && load.status !== 'error' && !empty && (
        <>
          <dl className="totals" aria-label={t('help.range')}>
            {EVENTS.map((event) => (
              <div key={event}>
                <dt>{eventLabel(t, event)}</dt>
                <dd data-total={event}>{stats.totals[event]}</dd>
              </div>
            ))}
          </dl>
          <div className="charts">
            <div className="wide">
              <h2>{t('help.chartTimeline')}</h2>
              <EChart option={options.timeline} label={t('help.chartTimeline')} />
            </div>
            <div>
              <h2>{t('help.chartByProject')}</h2>
              <EChart option={options.project} label={t('help.chartByProject')} height={340} />
            </div>
            <div>
              <h2>{t('help.chartOutcome')}</h2>
              <EChart option={options.outcome} label={t('help.chartOutcome')} height={340} />
            </div>
          </div>
          <div className="tables">
            <TimelineTable stats={stats} />
            <ProjectTable stats={stats} />
            <OutcomeTable stats={stats} />
          </div>
        </>
      )}
    </Page>
  );
}
