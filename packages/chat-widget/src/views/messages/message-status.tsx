// An own message's sending state: spinner, upload progress, or the failed '!' (resend).
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled, keyframes } from 'styled-components';
import type { Message } from '../../engine';
import { v } from '../../theme/vars';

const UPLOADS = new Set(['TIMImageElem', 'TIMVideoFileElem', 'TIMFileElem', 'TIMSoundElem']);
const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled.span`
  width: 14px;
  height: 14px;
  border: 2px solid ${v.border};
  border-top-color: ${v.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
const Failed = styled.button`
  width: 18px;
  height: 18px;
  border: none;
  border-radius: 50%;
  background: ${v.danger};
  color: ${v.primaryText};
  font-weight: 700;
  line-height: 18px;
  padding: 0;
  cursor: pointer;
`;
const Progress = styled.progress`
  display: block;
  flex: 1;
  min-width: 60px;
  height: 4px;
`;

export function MessageStatus({ message, onResend }: { message: Message; onResend(): void }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  if (message.flow !== 'out') return null;
  if (message.status === 'fail')
    return (
      <Failed aria-label={t('message.resend')} title={t('message.resend')} onClick={onResend} disabled={message.hasRiskContent}>
        !
      </Failed>
    );
  if (message.status === 'unSend' && !(UPLOADS.has(message.type) && message.progress < 1)) return <Spinner role="status" aria-label={t('message.sending')} />;
  return null;
}

const ProgressRow = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 4px;
`;
const CancelUpload = styled.button`
  flex: none;
  width: 20px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${v.overlay};
  color: ${v.primaryText};
  line-height: 20px;
  cursor: pointer;
`;

/** The progress bar of an upload, and its × when the engine can cancel it. */
export function UploadProgress({ message, onCancel }: { message: Message; onCancel?: (() => void) | undefined }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  return (
    <ProgressRow>
      <Progress max={1} value={message.progress} aria-label={t('message.uploading')} />
      {onCancel && (
        <CancelUpload type="button" aria-label={t('message.cancelUpload')} title={t('message.cancelUpload')} onClick={onCancel}>
          ×
        </CancelUpload>
      )}
    </ProgressRow>
  );
}

/** Upload progress under a media bubble while below 1. */
export const showsProgress = (message: Message) => message.status === 'unSend' && UPLOADS.has(message.type) && message.progress < 1;
