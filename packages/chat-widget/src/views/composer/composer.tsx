// The composer container: the input's text and files, sending them through send actors, typing
// status, re-edit text, the quote, the muted check, the toolbar and the resend confirm.
import { useEffect, useState } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { LIMITS } from '../../engine/limits';
import { useChatOptions } from '../../provider/options-context';
import { useChatUi } from '../../provider/chat-ui-context';
import { useToast } from '../toast/toast-provider';
import { MENTION_LIST_ID, MentionList, mentionOptionID, useMentions } from '../mentions';
import { Toolbar } from '../toolbar';
import { composeItems, textBytes } from './compose-items';
import { ComposerView } from './composer-view';
import { checkFiles } from './incoming-files';
import { quoteAbstract } from './quote-reply';
import { ResendConfirm } from './resend-confirm';
import { useMuted } from './use-muted';
import { useSendItems } from './use-send-items';
import { useSendMachine } from './use-send-machine';
import { useTypingStatus } from './use-typing';
import { VoiceRecordButton } from './voice-record-button';

export interface ComposerProps {
  conversationID: string;
}

function ConversationComposer({ conversationID }: ComposerProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const { features } = useChatOptions();
  const { state, dispatch } = useChatUi();
  const toast = useToast();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const muted = useMuted(conversationID);
  const typing = useTypingStatus(conversationID);
  const sendItems = useSendItems(conversationID);
  const mentions = useMentions(conversationID, text, (next) => changeText(next));

  useEffect(() => {
    if (state.reedit === null) return;
    setText(state.reedit);
    dispatch({ type: 'reedit', text: null });
  }, [state.reedit, dispatch]);

  const changeText = (next: string) => {
    mentions.track(text, next);
    setText(next);
    typing.send({ type: 'change', text: next });
  };

  const submit = () => {
    const items = composeItems(text, files);
    if (items.length === 0) return;
    const tooLong = items.some((item) => item.type === 'text' && textBytes(item.text) > LIMITS.messageBytes);
    if (tooLong) {
      // Refused before sending (8001), so the text stays in the editor to be shortened.
      toast.error(t('composer.error8001'));
      return;
    }
    const atUserList = mentions.take(text);
    sendItems(atUserList.length > 0 ? items.map((item) => (item.type === 'text' ? { ...item, atUserList } : item)) : items);
    setText('');
    setFiles([]);
    typing.send({ type: 'change', text: '' });
  };

  const addFiles = (added: File[], folders: File[]) => {
    const { accepted, refused } = checkFiles(added, folders);
    for (const { file, reason } of refused) toast.error(t(reason === 'tooLarge' ? 'composer.fileTooLarge' : 'composer.fileUnsupported', { name: file.name }));
    if (accepted.length > 0) setFiles((current) => [...current, ...accepted]);
  };

  const quote = state.quote ? `${state.quote.nick || state.quote.from}: ${quoteAbstract(state.quote)}` : null;

  return (
    <ComposerView
      text={text}
      files={files}
      quote={quote}
      muted={muted}
      dragUpload={features.dragUpload}
      voice={<VoiceRecordButton onRecorded={(file, second) => sendItems([{ type: 'audio', file, second }])} />}
      toolbar={<Toolbar conversationID={conversationID} onInsertText={(insert) => changeText(text + insert)} onSend={sendItems} />}
      onTextChange={changeText}
      overlay={mentions.list && <MentionList members={mentions.list} active={mentions.active} onSelect={mentions.choose} />}
      inputAria={{
        'aria-controls': mentions.list ? MENTION_LIST_ID : undefined,
        'aria-activedescendant': mentions.list ? mentionOptionID(mentions.active) : undefined,
      }}
      onInputKeyDown={mentions.onKeyDown}
      onFocus={() => typing.send({ type: 'focus' })}
      onBlur={() => {
        mentions.close();
        typing.send({ type: 'blur' });
      }}
      onSubmit={submit}
      onAddFiles={addFiles}
      onRemoveFile={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
      onCancelQuote={() => dispatch({ type: 'quote', message: null })}
    />
  );
}

export function Composer({ conversationID }: ComposerProps) {
  const { registry } = useSendMachine();
  return (
    <>
      <ConversationComposer key={conversationID} conversationID={conversationID} />
      <ResendConfirm registry={registry} />
    </>
  );
}
