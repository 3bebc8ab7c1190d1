// A call's record in the conversation: the signalling message each step of a call leaves (the
// kits' format, read with the engine's getSignalingInfo): "视频通话 · 通话时长 00:12". Clicking
// it calls back with the same type (docs/chat.md §7) where calls are on.
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { Message } from '../../engine';
import { callRecordOf, formatCallDuration, type CallRecord } from '../../machines/call/call-data';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { Action } from './card-parts';

const RECORD_KEYS = {
  started: 'message.callStarted',
  accepted: 'message.callAccepted',
  declined: 'message.callDeclined',
  busy: 'message.callBusy',
  missed: 'message.callMissed',
  cancelled: 'message.callCancelled',
  ended: 'message.callDuration',
} as const;

/** The record a message is, if it is a call's signalling. */
export function useCallRecord(message: Message): CallRecord | null {
  const engine = useChatEngine();
  const signaling = engine.getSignalingInfo(message);
  return signaling ? callRecordOf(signaling) : null;
}

export function CallRecordBubble({ message, record }: { message: Message; record: CallRecord }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const engine = useChatEngine();
  const { features } = useChatOptions();
  const type = record.callType === 2 ? t('message.videoCall') : t('message.voiceCall');
  const text = `${type} · ${t(RECORD_KEYS[record.kind], { duration: formatCallDuration(record.duration ?? 0) })}`;
  if (!features.calls) return <span data-call-record={record.kind}>{text}</span>;
  return (
    <Action
      data-call-record={record.kind}
      onClick={() => widgetRequestsOf(engine).emit('call', { conversationID: message.conversationID, type: record.callType })}
    >
      {text}
    </Action>
  );
}
