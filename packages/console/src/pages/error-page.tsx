// The shared look of the 401, 404 and 500 pages.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH } from '../routes';

const Box = styled.main`
  padding: 96px 24px;
  text-align: center;
  color: #303133;
  h1 { font-size: 48px; margin: 0 0 8px; }
`;

export function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="error-title">
      <h1 id="error-title">{code}</h1>
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <Link to={HOME_PATH}>{t('common.backHome')}</Link>
    </Box>
  );
}
