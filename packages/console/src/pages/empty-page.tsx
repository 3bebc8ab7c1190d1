// The empty state of a page not built yet (business pages come with the next issue): its title
// and a note, so navigation, tabs and breadcrumbs work end to end.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCurrentRoute } from '../layout/use-current-route';

const Box = styled.section`
  padding: 48px 24px;
  text-align: center;
  color: #606266;
`;

export default function EmptyPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Box aria-labelledby="page-title">
      <h1 id="page-title">{route ? t(route.title) : ''}</h1>
      <p>{t('common.emptyPage')}</p>
    </Box>
  );
}
