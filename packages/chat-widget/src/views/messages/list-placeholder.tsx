// What the message list shows until its first page is in: 加载中..., or the failure with a retry.
// The virtual list mounts only after it, at the newest message (a list mounted empty shows its top
// first, reads a needless second page and races the scroll to the bottom).
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export type ListPhase = 'loading' | 'failed' | 'ready';

const Box = styled.div`
  flex: 1;
  min-height: 0;
  padding: 16px;
  text-align: center;
  color: ${v.textSecondary};
  font-size: 12px;
`;
const Retry = styled.button`
  border: 0;
  background: none;
  color: ${v.primary};
  font: inherit;
  cursor: pointer;
`;

export function ListPlaceholder({ phase, onRetry }: { phase: Exclude<ListPhase, 'ready'>; onRetry(): void }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  if (phase === 'loading') return <Box role="status">{t('message.loading')}</Box>;
  return (
    <Box role="alert">
      <Retry type="button" onClick={onRetry}>
        {t('message.loadFailed')}
      </Retry>
    </Box>
  );
}
