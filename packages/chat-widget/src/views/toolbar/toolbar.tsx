// The input toolbar (the widget README): emoji, image, file, video; for recruiters in one-to-one
// chats quick replies, ask resume and invite to interview (desktop, when the host gives a dialog);
// for candidates send resume (one-to-one); voice and video calls (when calls are on).
// One row of icon buttons, each named and tooltipped by its word; what does not fit the row goes
// under ⋯ (use-toolbar-fit.ts), so the toolbar never wraps. Image, file and video are buttons that
// open a hidden file input: a label over the input was no tab stop, and a keyboard could not upload.
import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
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
import { Bar, IconButton } from './toolbar.styles';
import { ToolbarIcon, type ToolbarIconName } from './toolbar-icons';
import { fittingActions, SLOT_WIDTH, useBarWidth } from './use-toolbar-fit';
import { useCandidateTools, useRecruiterTools } from './use-recruiter-tools';
import { LazySendResume } from '../resume/lazy-send-resume';

export interface ToolbarProps {
  conversationID: string;
  onInsertText(text: string): void;
  onSend(items: OutgoingItem[]): void;
}

const QUICK_REPLIES = ['composer.quickReply1', 'composer.quickReply2', 'composer.quickReply3', 'composer.quickReply4'] as const;

interface Action {
  id: ToolbarIconName;
  label: string;
  run(): void;
  /** A menu button (quick replies): its menu's state. */
  expanded?: boolean;
}

type Kind = 'image' | 'video' | 'file';

export function Toolbar({ conversationID, onInsertText, onSend }: ToolbarProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const engine = useChatEngine();
  const { features, slots } = useChatOptions();
  const touch = useTouch();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const [interviewOpen, setInterviewOpen] = useState(false);
  const [quickOpen, setQuickOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const inputs: Record<Kind, RefObject<HTMLInputElement | null>> = { image: useRef(null), file: useRef(null), video: useRef(null) };
  const [barRef, width] = useBarWidth();
  const oneToOne = conversationID.startsWith('C2C');
  // Recruiters' tools are for a candidate: one-to-one chats only, as invite to interview.
  const recruiter = useRecruiterTools() && oneToOne;
  const candidate = useCandidateTools() && oneToOne;

  const pick = (kind: Kind) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onSend(files.map((file) => ({ type: kind, file })));
  };
  const sendCustom = (data: Record<string, unknown>, description: string) =>
    onSend([{ type: 'custom', custom: { data: JSON.stringify(data), description, extension: '' } }]);
  const call = (type: 1 | 2) => () => widgetRequestsOf(engine).emit('call', { conversationID, type });

  const actions: Action[] = [
    ...(['image', 'file', 'video'] as const).map((kind) => ({ id: kind, label: t(`composer.${kind}`), run: () => inputs[kind].current?.click() })),
    ...(recruiter
      ? [
          { id: 'quickReply' as const, label: t('composer.quickReply'), run: () => setQuickOpen((open) => !open), expanded: quickOpen },
          {
            id: 'askResume' as const,
            label: t('composer.askResume'),
            run: () => sendCustom(askResumeData(t('composer.askResumeText'), t('composer.askResumeDescription')), t('composer.askResumeDescription')),
          },
        ]
      : []),
    ...(recruiter && !touch && slots.interviewDialog ? [{ id: 'interview' as const, label: t('composer.interview'), run: () => setInterviewOpen(true) }] : []),
    ...(features.calls
      ? [
          { id: 'voiceCall' as const, label: t('composer.voiceCall'), run: call(1) },
          { id: 'videoCall' as const, label: t('composer.videoCall'), run: call(2) },
        ]
      : []),
  ];
  // Emoji, and a candidate's send resume (a text button of its own chunk), always show.
  const shown = fittingActions(width, candidate ? 3 : 1, actions.length, touch ? SLOT_WIDTH.touch : SLOT_WIDTH.mouse);
  const overflow = actions.slice(shown);

  return (
    <Bar ref={barRef} role="toolbar" aria-label={t('composer.placeholder')}>
      <IconButton
        ref={emojiButton}
        type="button"
        aria-label={t('composer.emoji')}
        data-tip={t('composer.emoji')}
        aria-haspopup="dialog"
        aria-expanded={emojiOpen}
        onClick={() => setEmojiOpen((open) => !open)}
      >
        <ToolbarIcon name="emoji" />
      </IconButton>
      <LazyEmojiPopover open={emojiOpen} onOpenChange={setEmojiOpen} button={emojiButton} label={t('composer.emoji')}>
        <EmojiPicker
          onEmoji={(text) => onInsertText(text)}
          onFace={(face) => {
            setEmojiOpen(false);
            onSend([{ type: 'face', face }]);
          }}
        />
      </LazyEmojiPopover>
      {actions.slice(0, shown).map((action) => (
        <IconButton
          key={action.id}
          type="button"
          aria-label={action.label}
          data-tip={action.label}
          {...(action.expanded !== undefined ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': action.expanded } : {})}
          onClick={action.run}
          onKeyDown={(event) => {
            // As a menu button: Enter, Space and ArrowDown open it.
            if (action.expanded === undefined || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
            event.preventDefault();
            setQuickOpen(true);
          }}
        >
          <ToolbarIcon name={action.id} />
        </IconButton>
      ))}
      {candidate && <LazySendResume onSend={onSend} />}
      {overflow.length > 0 && (
        <IconButton
          type="button"
          aria-label={t('composer.more')}
          data-tip={t('composer.more')}
          aria-haspopup="menu"
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen((open) => !open)}
        >
          <ToolbarIcon name="more" />
        </IconButton>
      )}
      {(['image', 'file', 'video'] as const).map((kind) => (
        <input
          key={kind}
          ref={inputs[kind]}
          type="file"
          hidden
          tabIndex={-1}
          data-kind={kind}
          multiple={kind !== 'video'}
          {...(kind === 'image' ? { accept: IMAGE_ACCEPT } : kind === 'video' ? { accept: 'video/*' } : {})}
          onChange={pick(kind)}
        />
      ))}
      {/* The menus point at the whole bar (position: relative), above it: quick replies at its
          start, ⋯ at its end; either may be open whether its button shows or is under ⋯. */}
      <LazyMenu
        open={moreOpen}
        label={t('composer.more')}
        onOpenChange={setMoreOpen}
        layout="column"
        side="top"
        align="end"
        items={overflow.map((action) => ({ id: action.id, label: action.label }))}
        onSelect={(id) => overflow.find((action) => action.id === id)?.run()}
      />
      {recruiter && (
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
      )}
      {recruiter && !touch && slots.interviewDialog && (
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
      )}
    </Bar>
  );
}
