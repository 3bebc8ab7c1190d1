// Shown in place of a route whose chunk did not load in time: the only way out is a reload.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: #606266;
`;

const Button = styled.button`
  margin-top: 12px;
  padding: 6px 16px;
  border: 1px solid #1a66c9;
  border-radius: 4px;
  background: #1a66c9;
  color: #fff;
  cursor: pointer;
`;

export function ChunkTimeoutPrompt({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <p>{t('api.chunkTimeout')}</p>
      <Button type="button" onClick={onReload}>
        {t('api.reload')}
      </Button>
    </Box>
  );
}
