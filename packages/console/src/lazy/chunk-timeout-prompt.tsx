// Shown in place of a route whose chunk did not load in time, or failed to load (a redeploy
// replaced it while the page was open): the only way out is a reload.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConsoleKey } from '../i18n-keys';

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

export function ChunkTimeoutPrompt({ onReload = () => window.location.reload(), text = 'api.chunkTimeout' }: { onReload?: () => void; text?: ConsoleKey }) {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <p>{t(text)}</p>
      <Button type="button" onClick={onReload}>
        {t('api.reload')}
      </Button>
    </Box>
  );
}

/** A chunk that failed to load: most often the page is older than the deployed console. */
export function ChunkFailedPrompt() {
  return <ChunkTimeoutPrompt text="api.chunkFailed" />;
}
