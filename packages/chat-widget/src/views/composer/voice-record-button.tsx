// 🎤 in the composer's footer: records a voice message in the browser. The recorder (microphone,
// MediaRecorder, timer, 取消 / 发送) is a chunk of its own, loaded on the first click.
import { Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { v } from '../../theme/vars';
import { lazyWithRetry } from '../common/lazy-panel';

const VoiceRecorder = lazyWithRetry(() => import('./voice-recorder'));

/** The footer's buttons are primary ones: this one is quiet (the doubled class outweighs them). */
export const QuietButton = styled.button`
  && {
    padding: 4px 10px;
    border: 1px solid ${v.border};
    background: none;
    color: ${v.text};
  }
`;

export interface VoiceRecordButtonProps {
  /** A recording to send: its file and length in whole seconds (at least 1). */
  onRecorded(file: File, second: number): void;
}

export function VoiceRecordButton({ onRecorded }: VoiceRecordButtonProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const [recording, setRecording] = useState(false);
  if (recording)
    return (
      <Suspense fallback={<span role="status">{t('composer.voicePreparing')}</span>}>
        <VoiceRecorder
          onDone={(result) => {
            setRecording(false);
            if (result) onRecorded(result.file, result.second);
          }}
        />
      </Suspense>
    );
  return (
    <QuietButton type="button" aria-label={t('composer.voiceRecord')} title={t('composer.voiceRecord')} onClick={() => setRecording(true)}>
      🎤 {t('composer.voice')}
    </QuietButton>
  );
}
