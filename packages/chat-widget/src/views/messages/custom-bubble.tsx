// Custom messages by businessID: the host's renderers first, then the widget's own.
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { addAreaCatalogue, useAreaTranslation } from '../../i18n/lazy-catalogue';
import { GROUP_TIP_AREA, groupTipCatalogues } from '../../i18n/lazy/group-tip';
import type { MessageOf } from '../../engine';
import { useChatOptions } from '../../provider/options-context';
import { Action, Card, cardData, str, Title } from './card-parts';
import { AskResumeCard } from './ask-resume-card';
import { InterviewCard } from './interview-card';
import { InterviewAnswerNote } from './interview-answer-note';
import { INTERVIEW_ANSWER } from '../../provider/interview-answers';
import { KitCard } from './kit-cards';
import { downloadResume } from './resume-download';
import { SanitizedHtml } from './sanitized-html';
import { useToast } from '../toast/toast-provider';
import { useChatEngine } from '../../provider/engine-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { CallRecordBubble, useCallRecord } from './call-record';
import { groupCreatedText } from '../../engine/group-tip-text';

export function CustomBubble({ message }: { message: MessageOf<'TIMCustomElem'> }) {
  const { t, i18n } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  addAreaCatalogue(i18n, GROUP_TIP_AREA, groupTipCatalogues);
  const { slots, fetcher, features } = useChatOptions();
  const engine = useChatEngine();
  const toast = useToast();
  const record = useCallRecord(message);
  const data = cardData(message);
  const businessID = str(data?.businessID);
  const HostRenderer = data && businessID ? slots.customRenderers?.[businessID] : undefined;
  if (HostRenderer && data) return <HostRenderer message={message} data={data} />;
  if (record) return <CallRecordBubble message={message} record={record} />;
  if (!data) return <span>{message.payload.description || t('message.customFallback')}</span>;

  switch (businessID) {
    case 'askResume':
      return <AskResumeCard message={message} data={data} />;
    case 'interview':
      return <InterviewCard message={message} interview={(data.interview ?? {}) as Record<string, unknown>} />;
    case INTERVIEW_ANSWER:
      return <InterviewAnswerNote message={message} />;
    case 'resume_custom':
      return (
        <Card data-business-id="resume_custom">
          <Title>{t('message.resumeFile')}</Title>
          <span>{str(data.text)}</span>
          {fetcher && (
            <Action onClick={() => downloadResume(fetcher, str(data.id), str(data.text) || 'resume').catch(() => toast.error(t('message.downloadFailed')))}>
              {t('message.download')}
            </Action>
          )}
        </Card>
      );
    case 'system_custom':
      return <SanitizedHtml data-business-id="system_custom" html={str(data.text)} fallback={message.payload.description || t('message.customFallback')} />;
    case 'text_link':
    case 'link':
    case 'evaluation':
    case 'evaluate':
    case 'order':
    case 'consultion':
    case 'service':
      return <KitCard data={data} />;
    case 'group_create':
      return <span>{groupCreatedText(data, message.nick || message.from, (key, values) => t(key, values ?? {}))}</span>;
    case 'av_call':
    case 'room_invite':
    case 'group_room_message': {
      // Where calls are on, a call message calls back with its type (docs/chat.md §7): the peer of
      // a one-to-one chat, or through the member picker in a group.
      const type = Number(data.call_type) === 2 ? 2 : 1;
      const text = type === 2 ? t('message.videoCall') : t('message.voiceCall');
      if (!features.calls) return <span>{text}</span>;
      return <Action onClick={() => widgetRequestsOf(engine).emit('call', { conversationID: message.conversationID, type })}>{text}</Action>;
    }
    default:
      // An unknown card: its text, else the message's description, else [自定义消息] (docs/chat.md §3).
      return <span>{str(data.text) || message.payload.description || t('message.customFallback')}</span>;
  }
}
