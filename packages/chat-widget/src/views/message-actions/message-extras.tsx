// The translation or voice-to-text result under a bubble (container + view): loading, the text
// or the error, and Hide. Read from the engine's extras store, so it survives virtualisation.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Message } from '../../engine/message';
import { v } from '../../theme/vars';
import { useExtrasStore, useMessageExtra } from './use-message-extra';

export interface MessageExtrasProps {
  message: Message;
}

const Box = styled.div<{ $error: boolean }>`
  margin-top: 4px;
  max-width: 100%;
  padding: 6px 10px;
  border-radius: ${v.radius};
  background: ${v.surface};
  color: ${({ $error }) => ($error ? v.danger : v.text)};
  white-space: pre-wrap;
  word-break: break-word;
`;
const Hide = styled.button`
  margin-left: 8px;
  padding: 0;
  border: none;
  background: none;
  color: ${v.primary};
  cursor: pointer;
`;

export function MessageExtras({ message }: MessageExtrasProps) {
  const { t } = useTranslation('chat');
  const store = useExtrasStore();
  const extra = useMessageExtra(message.ID);
  if (!extra || extra.hidden) return null;
  const loading = extra.kind === 'translation' ? t('actions.translating') : t('actions.converting');
  const hide = extra.kind === 'translation' ? t('actions.hideTranslation') : t('actions.hideConversion');
  return (
    <Box $error={extra.status === 'error'} data-extra={extra.kind} role={extra.status === 'error' ? 'alert' : 'status'}>
      {extra.status === 'loading' ? loading : extra.text}
      <Hide type="button" onClick={() => store.hide(message.ID)}>
        {hide}
      </Hide>
    </Box>
  );
}
