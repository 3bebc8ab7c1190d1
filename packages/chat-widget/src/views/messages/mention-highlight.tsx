// A text bubble with the mentions of its reader marked (issue 16 item 12): '@Name' for the
// reader when the message's atUserList names them, '@everyone' when it mentions all members.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Message } from '../../engine';
import { TYPES } from '../../engine/constants';
import { useChatOptions } from '../../provider/options-context';
import { v } from '../../theme/vars';
import { linkify } from './linkify';
import { useMentionNames } from './mention-names';
import { splitMentions } from './split-mentions';

const Mark = styled.mark`
  background: none;
  color: ${v.primary};
  font-weight: 600;
`;

export function TextWithMentions({ message, text }: { message: Message; text: string }): ReactNode {
  const { t } = useTranslation('chat');
  const reader = useMentionNames();
  const { assetBase } = useChatOptions();
  const names = [
    ...(reader && message.atUserList.includes(reader.userID) ? reader.names : []),
    // The sender's language named everyone: the reader's word and the catalogues' others.
    ...(message.atUserList.includes(TYPES.MSG_AT_ALL) ? [t('panels.mentionAll'), '所有人', 'everyone'] : []),
  ];
  if (message.flow !== 'in' || names.length === 0) return linkify(text, assetBase);
  return splitMentions(text, names).map((part, i) => (part.mention ? <Mark key={i}>{part.text}</Mark> : <span key={i}>{linkify(part.text, assetBase)}</span>));
}
