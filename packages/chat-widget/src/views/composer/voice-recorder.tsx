// Recording a voice message (loaded on 🎤's first click): the microphone through MediaRecorder, a
// running timer, 取消 and 发送; at VOICE_MAX_SECONDS it sends itself. A refused or missing
// microphone says so and records nothing. The microphone is released whatever the end.
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { v } from '../../theme/vars';
import { useToast } from '../toast/toast-provider';
import { QuietButton } from './voice-record-button';

/** As WeChat's: a voice message is at most a minute. */
export const VOICE_MAX_SECONDS = 60;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-right: auto;
  color: ${v.danger};
  font-variant-numeric: tabular-nums;
`;

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export interface VoiceRecorderProps {
  /** The recording, or null when cancelled or impossible. */
  onDone(result: { file: File; second: number } | null): void;
}

export default function VoiceRecorder({ onDone }: VoiceRecorderProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const toast = useToast();
  const [elapsed, setElapsed] = useState(0);
  const [live, setLive] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const finish = useRef<(send: boolean) => void>(() => onDone(null));
  const done = useRef(onDone);
  done.current = onDone;
  // This render's, read by the recording (which lives as long as the recorder is shown).
  const say = useRef({ t, toast });
  say.current = { t, toast };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const release = () => {
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        if (stopped) return;
        say.current.toast.error(say.current.t('composer.voiceNoMicrophone'));
        return done.current(null);
      }
      if (stopped) return release();
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      let send = false;
      const began = performance.now();
      media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
      media.onstop = () => {
        release();
        const second = Math.max(1, Math.round((performance.now() - began) / 1000));
        const type = media.mimeType || 'audio/webm';
        const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
        if (!send || chunks.length === 0) return done.current(null);
        done.current({ file: new File(chunks, `voice-${Date.now()}.${extension}`, { type }), second });
      };
      finish.current = (sending) => {
        send = sending;
        if (media.state !== 'inactive') media.stop();
      };
      recorder.current = media;
      media.start();
      setLive(true);
      timer = window.setInterval(() => {
        const ms = performance.now() - began;
        setElapsed(ms);
        if (ms >= VOICE_MAX_SECONDS * 1000) finish.current(true);
      }, 250);
    };
    void start();
    return () => {
      stopped = true;
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
    };
  }, []);

  return (
    <>
      <Bar role="timer" aria-label={t('composer.voiceRecording')} aria-live="off">
        ● {live ? clock(elapsed) : t('composer.voicePreparing')}
      </Bar>
      <QuietButton type="button" onClick={() => (live ? finish.current(false) : done.current(null))}>
        {t('composer.voiceCancel')}
      </QuietButton>
      <button type="button" disabled={!live} onClick={() => finish.current(true)}>
        {t('composer.voiceSend')}
      </button>
    </>
  );
}
