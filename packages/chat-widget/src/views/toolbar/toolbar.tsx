// The input toolbar (spec/chat.md §2): emoji, image, file, video; for recruiters quick replies,
// ask resume and invite to interview (desktop, one-to-one, when the host gives a dialog); for
// candidates send resume (one-to-one); voice and video calls (when calls are on).
import { useRef, useState, type ChangeEvent } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { chatEvents } from '../../provider/chat-events';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import type { OutgoingItem } from '../composer/use-send-items';
import { IMAGE_ACCEPT } from '../composer/compose-items';
import { useTouch } from '../message-actions/use-touch';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { EmojiPicker } from './emoji-picker';
import { LazyEmojiPopover } from './lazy-emoji-popover';
import { InterviewInvite } from './interview-invite';
import { askResumeData, interviewData } from './custom-data';
import { LazyMenu } from '../menu/lazy-menu';
import { Bar } from './toolbar.styles';
import { useCandidateTools, useRecruiterTools } from './use-recruiter-tools';
import { LazySendResume } from '../resume/lazy-send-resume';

export interface ToolbarProps {
  conversationID: string;
  onInsertText(text: string): void;
  onSend(items: OutgoingItem[]): void;
}

const QUICK_REPLIES = ['composer.quickReply1', 'composer.quickReply2', 'composer.quickReply3', 'composer.quickReply4'] as const;

export function Toolbar({ conversationID, onInsertText, onSend }: ToolbarProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const engine = useChatEngine();
  const { features, slots } = useChatOptions();
  const touch = useTouch();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const [interviewOpen, setInterviewOpen] = useState(false);
  const [quickOpen, setQuickOpen] = useState(false);
  const oneToOne = conversationID.startsWith('C2C');
  const recruiter = useRecruiterTools();
  const candidate = useCandidateTools();

  const pick = (kind: 'image' | 'video' | 'file') => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onSend(files.map((file) => ({ type: kind, file })));
  };
  const sendCustom = (data: Record<string, unknown>, description: string) =>
    onSend([{ type: 'custom', custom: { data: JSON.stringify(data), description, extension: '' } }]);

  return (
    <Bar role="toolbar" aria-label={t('composer.placeholder')}>
      <button ref={emojiButton} type="button" aria-haspopup="dialog" aria-expanded={emojiOpen} onClick={() => setEmojiOpen((open) => !open)}>
        {t('composer.emoji')}
      </button>
      <LazyEmojiPopover open={emojiOpen} onOpenChange={setEmojiOpen} button={emojiButton} label={t('composer.emoji')}>
        <EmojiPicker
          onEmoji={(text) => onInsertText(text)}
          onFace={(face) => {
            setEmojiOpen(false);
            onSend([{ type: 'face', face }]);
          }}
        />
      </LazyEmojiPopover>
      <label>
        {t('composer.image')}
        <input type="file" accept={IMAGE_ACCEPT} multiple onChange={pick('image')} aria-label={t('composer.image')} />
      </label>
      <label>
        {t('composer.file')}
        <input type="file" multiple onChange={pick('file')} aria-label={t('composer.file')} />
      </label>
      <label>
        {t('composer.video')}
        <input type="file" accept="video/*" onChange={pick('video')} aria-label={t('composer.video')} />
      </label>
      {recruiter && (
        <span style={{ position: 'relative' }}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={quickOpen}
            onClick={() => setQuickOpen((open) => !open)}
            onKeyDown={(event) => {
              // As a menu button: Enter, Space and ArrowDown open it.
              if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
              event.preventDefault();
              setQuickOpen(true);
            }}
          >
            {t('composer.quickReply')}
          </button>
          <LazyMenu
            open={quickOpen}
            label={t('composer.quickReply')}
            onOpenChange={setQuickOpen}
            layout="column"
            side="top"
            align="start"
            items={QUICK_REPLIES.map((key) => ({ id: key, label: t(key) }))}
            onSelect={(key) => onSend([{ type: 'text', text: t(key) }])}
          />
        </span>
      )}
      {recruiter && (
        <button
          type="button"
          onClick={() => sendCustom(askResumeData(t('composer.askResumeText'), t('composer.askResumeDescription')), t('composer.askResumeDescription'))}
        >
          {t('composer.askResume')}
        </button>
      )}
      {recruiter && oneToOne && !touch && slots.interviewDialog && (
        <>
          <button type="button" onClick={() => setInterviewOpen(true)}>
            {t('composer.interview')}
          </button>
          <InterviewInvite
            open={interviewOpen}
            dialog={slots.interviewDialog}
            userID={conversationID.slice(3)}
            conversationID={conversationID}
            onClose={() => setInterviewOpen(false)}
            onSent={(interview) => {
              setInterviewOpen(false);
              sendCustom(interviewData(interview), t('composer.interview'));
              chatEvents.emit('interview-sent', { interview });
            }}
          />
        </>
      )}
      {candidate && oneToOne && <LazySendResume onSend={onSend} />}
      {features.calls && (
        <>
          <button type="button" onClick={() => widgetRequestsOf(engine).emit('call', { conversationID, type: 1 })}>
            {t('composer.voiceCall')}
          </button>
          <button type="button" onClick={() => widgetRequestsOf(engine).emit('call', { conversationID, type: 2 })}>
            {t('composer.videoCall')}
          </button>
        </>
      )}
    </Bar>
  );
}
