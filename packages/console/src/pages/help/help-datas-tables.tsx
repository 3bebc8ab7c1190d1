// The help statistics' numbers as tables: the same figures the charts draw.
import { useTranslation } from 'react-i18next';
import type { HelpStatistics } from '../../api/help.api';
import { EVENTS, eventLabel, OUTCOMES, periodLabel } from './help-chart-options';
import { HelpTable, TableScroll } from './help-table';

export function TimelineTable({ stats }: { stats: HelpStatistics }) {
  const { t } = useTranslation();
  return (
    <TableScroll>
      <HelpTable data-testid="help-timeline-table">
        <caption>{t('help.timelineTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('help.periodColumn')}</th>
            {EVENTS.map((event) => (
              <th scope="col" className="number" key={event}>
                {eventLabel(t, event)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.timeline.map((row) => (
            <tr key={row.period}>
              <th scope="row">{periodLabel(t, stats, row.period)}</th>
              {EVENTS.map((event) => (
                <td className="number" key={event}>
                  {row[event]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HelpTable>
    </TableScroll>
  );
}

export function ProjectTable({ stats }: { stats: HelpStatistics }) {
  const { t } = useTranslation();
  return (
    <TableScroll>
      <HelpTable data-testid="help-project-table">
        <caption>{t('help.projectTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('help.projectTitle')}</th>
            {EVENTS.map((event) => (
              <th scope="col" className="number" key={event}>
                {eventLabel(t, event)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.byProject.map((row) => (
            <tr key={row.projectId}>
              <th scope="row">{row.title}</th>
              {EVENTS.map((event) => (
                <td className="number" key={event}>
                  {row[event]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HelpTable>
    </TableScroll>
  );
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
