// The help statistics' numbers as tables: the same figures the charts draw.
import { useTranslation } from 'react-i18next';
import type { HelpStatistics } from '../../api/help.api';
import { EVENTS, eventLabel, OUTCOMES, periodLabel, type HelpEvent } from './help-chart-options';
import { HelpTable, TableScroll } from './help-table';

/** A table of the help events (columns) per row: a period or a project. */
function EventTable({
  testId,
  caption,
  rowHeader,
  rows,
}: {
  testId: string;
  caption: string;
  rowHeader: string;
  rows: { key: string | number; label: string; counts: Record<HelpEvent, number> }[];
}) {
  const { t } = useTranslation();
  return (
    <TableScroll>
      <HelpTable data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {EVENTS.map((event) => (
              <th scope="col" className="number" key={event}>
                {eventLabel(t, event)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {EVENTS.map((event) => (
                <td className="number" key={event}>
                  {row.counts[event]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HelpTable>
    </TableScroll>
  );
}

export function TimelineTable({ stats }: { stats: HelpStatistics }) {
  const { t } = useTranslation();
  const rows = stats.timeline.map((row) => ({ key: row.period, label: periodLabel(t, stats, row.period), counts: row }));
  return <EventTable testId="help-timeline-table" caption={t('help.timelineTable')} rowHeader={t('help.periodColumn')} rows={rows} />;
}

export function ProjectTable({ stats }: { stats: HelpStatistics }) {
  const { t } = useTranslation();
  const rows = stats.byProject.map((row) => ({ key: row.projectId, label: row.title, counts: row }));
  return <EventTable testId="help-project-table" caption={t('help.projectTable')} rowHeader={t('help.projectTitle')} rows={rows} />;
}

export function OutcomeTable({ stats }: { stats: HelpStatistics }) {
  const { t } = useTranslation();
  return (
    <HelpTable data-testid="help-outcome-table">
      <caption>{t('help.outcomeTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('help.status')}</th>
          <th scope="col" className="number">
            {t('help.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {OUTCOMES.map(([key, label]) => (
          <tr key={key}>
            <th scope="row">{t(label)}</th>
            <td className="number">{stats.outcome[key]}</td>
          </tr>
        ))}
      </tbody>
    </HelpTable>
  );
}
