// home (/home): the recruiter's workplace (issue 32) — today's to-dos, each leading to its filtered
// list (unread messages open the chat modal), the next interviews, the latest conversations and a
// 7-day trend, all from one answer of the server (GET front/v1/home/workplace).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchWorkplace } from '../../api/workplace.api';
import { ListState, useRecordQuery } from '../../kit';
import { selectAccess } from '../../session/session.selectors';
import { useSession } from '../../session/use-session';
import { todosFor } from './home-todos';
import { LatestConversations } from './latest-conversations';
import { NextInterviews } from './next-interviews';
import { TodoList } from './todo-list';
import { TrendPanel } from './trend-panel';

const Page = styled.section`
  padding: 16px;
  h1 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  .todos {
    margin-bottom: 16px;
  }
  .todos h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  /* Two columns where there is room (1280 px with the menu open), one on a phone. */
  .grid {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 16px;
  }
  .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 900px) {
    .grid {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export default function HomePage() {
  const { t } = useTranslation();
  const access = useSession(selectAccess);
  const { state, retry } = useRecordQuery(['workplace'], fetchWorkplace);
  const data = state.status === 'ready' ? state.data : undefined;
  const todos = useMemo(() => (access ? todosFor(access) : []), [access]);

  return (
    <Page aria-labelledby="home-title" aria-busy={state.status === 'loading'}>
      <h1 id="home-title">{t('menu.home')}</h1>
      <ListState status={state.status} empty={data === undefined} error={state.error} onRetry={retry} />
      {data && (
        <>
          <section className="todos" aria-labelledby="home-todos">
            <h2 id="home-todos">{t('home.todos')}</h2>
            <TodoList todos={todos} figures={data.todos} today={data.today} />
          </section>
          <div className="grid">
            <NextInterviews interviews={data.nextInterviews} upcoming={data.upcomingInterviews} />
            <LatestConversations conversations={data.latestConversations} />
            <TrendPanel className="wide" trend={data.trend} />
          </div>
        </>
      )}
    </Page>
  );
}
