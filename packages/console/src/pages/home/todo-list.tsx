// 今日待办: one card per to-do the reader may open (home-todos.ts), each its figure and a link to
// its filtered list, or the chat modal for unread messages.
import { chatEvents } from '@employment-cloud/chat-widget';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WorkplaceTodos } from '../../api/workplace.api';
import { DashboardCard } from './dashboard-card';
import type { HomeTodo } from './home-todos';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  /* Five in a row at 1280 px, two on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
  li {
    display: grid;
  }
`;

export function TodoList({ todos, figures, today }: { todos: readonly HomeTodo[]; figures: WorkplaceTodos; today: string }) {
  const { t } = useTranslation();
  return (
    <Cards aria-labelledby="home-todos">
      {todos.map(({ figure, to }) => (
        <li key={figure}>
          <DashboardCard
            label={t(`home.${figure}`)}
            count={figures[figure]}
            hint={t(`home.${figure}Hint`)}
            name={t('home.figure', { label: t(`home.${figure}`), count: figures[figure] })}
            to={to?.(today)}
            onOpen={to ? undefined : () => chatEvents.emit('open-chat', {})}
          />
        </li>
      ))}
    </Cards>
  );
}
