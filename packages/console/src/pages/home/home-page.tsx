// home (/home): what waits for the recruiter today, one card per figure of the dashboard, each
// leading to its filtered list (unread messages open the chat modal).
import { chatEvents } from '@employment-cloud/chat-widget';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ListState, useActivePage, useReturns } from '../../kit';
import { DashboardCard } from './dashboard-card';
import { HOME_CARDS } from './home-cards';
import { useDashboard } from './use-dashboard';

const Page = styled.section`
  padding: 16px;
  h1 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  li {
    display: grid;
  }
`;

export default function HomePage() {
  const { t } = useTranslation();
  const dashboard = useDashboard(useReturns(useActivePage()));
  const { data } = dashboard;

  return (
    <Page aria-labelledby="home-title">
      <h1 id="home-title">{t('menu.home')}</h1>
      <ListState status={dashboard.status} empty={data === null} error={dashboard.error} onRetry={dashboard.reload} />
      {data && (
        <ul aria-label={t('home.cardsLabel')} aria-busy={dashboard.status === 'loading'}>
          {HOME_CARDS.map(({ figure, to }) => (
            <li key={figure}>
              <DashboardCard
                label={t(`home.${figure}`)}
                count={data[figure]}
                hint={t(`home.${figure}Hint`)}
                name={t('home.figure', { label: t(`home.${figure}`), count: data[figure] })}
                to={to}
                onOpen={to ? undefined : () => chatEvents.emit('open-chat', {})}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
