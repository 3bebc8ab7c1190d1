// What each menu action does (docs/chat.md §6, §8): engine calls, the clipboard, toasts, the
// quote, the forward request and the extras store. The container hands the chosen action here.
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '../../engine/limits';
import type { Message } from '../../engine/message';
import { multiSelectOf } from '../../machines/multi-select';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { useMessageListSink } from '../messages/message-list-sink';
import { downloadResume } from '../messages/resume-download';
import { useErrorText } from '../toast/error-text';
import { useToast } from '../toast/toast-provider';
import { openUrlOf, resumeOf, type MessageActionId } from './action-rules';
import { extrasStoreOf } from './extras-store';
import { targetLanguageOf } from './translate-language';
import { widgetRequestsOf } from './widget-requests';

export function useRunAction(): (action: MessageActionId, message: Message) => void {
  const engine = useChatEngine();
  const { features, fetcher } = useChatOptions();
  const { dispatch } = useChatUi();
  const { t, i18n } = useTranslation('chat');
  const toast = useToast();
  const errorText = useErrorText();
  /** A translation or conversion failure in the user's language: "not enabled" (2902, the widget README) has the action's own text. */
  const failedAs = (notEnabled: string) => (error: unknown) => {
    throw new Error((error as { code?: unknown } | null)?.code === ERROR_CODES.FEATURE_NOT_ENABLED ? notEnabled : errorText(error));
  };
  const sink = useMessageListSink();
  const extras = extrasStoreOf(engine);

  return (action, message) => {
    switch (action) {
      case 'open': {
        const url = openUrlOf(message);
        if (url) window.open(url, '_blank', 'noopener');
        return;
      }
      case 'copy': {
        const text = message.type === 'TIMTextElem' ? message.payload.text : '';
        if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return void toast.error(t('actions.copyUnsupported'));
        navigator.clipboard.writeText(text).then(
          () => toast.success(t('actions.copied')),
          () => toast.error(t('actions.copyUnsupported')),
        );
        return;
      }
      case 'recall':
        engine.revokeMessage(message).catch((error: unknown) => {
          const code = (error as { code?: unknown }).code;
          toast.error(code === ERROR_CODES.REVOKE_TIME_LIMIT ? t('actions.recallExpired') : errorText(error));
        });
        return;
      case 'delete':
        engine.deleteMessage([message]).then(
          ({ data }) => sink(data.messageList), // deleted: the open list drops it at once
          (error: unknown) => toast.error(errorText(error)),
        );
        return;
      case 'forward':
        widgetRequestsOf(engine).emit('forward', { messages: [message] });
        return;
      case 'multiSelect':
        multiSelectOf(engine).send({ type: 'START', message });
        return;
      case 'quote':
        dispatch({ type: 'quote', message });
        return;
      case 'translate': {
        if (!features.translate) return void toast.error(t('actions.translateOff'));
        const text = message.type === 'TIMTextElem' ? message.payload.text : '';
        extras.toggle(message.ID, 'translation', async () => {
          const { data } = await engine
            .translateText({ sourceTextList: [text], sourceLanguage: 'auto', targetLanguage: targetLanguageOf(i18n.language) })
            .catch(failedAs(t('actions.translateOff')));
          return data.translatedTextList.join('\n');
        });
        return;
      }
      case 'convert':
        if (!features.voiceToText) return void toast.error(t('actions.convertOff'));
        extras.toggle(
          message.ID,
          'conversion',
          async () => (await engine.convertVoiceToText({ message }).catch(failedAs(t('actions.convertOff')))).data.result,
        );
        return;
      case 'downloadResume': {
        const resume = resumeOf(message);
        if (!resume || !fetcher) return void toast.error(t('actions.downloadFailed'));
        downloadResume(fetcher, resume.id, resume.fileName).catch(() => toast.error(t('actions.downloadFailed')));
        return;
      }
    }
  };
}
