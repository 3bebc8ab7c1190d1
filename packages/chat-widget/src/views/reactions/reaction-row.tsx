// The reactions under a bubble (container + view): each emoji with its count, highlighted when I
// am among its users, and a click adds or takes back mine. Who reacted shows as the chip's title
// (its accessible description, the name being the emoji and the count). Loads the message's
// reactions when the row first shows.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Message, MessageReaction } from '../../engine';
import { useChatEngine } from '../../provider/engine-context';
import { v } from '../../theme/vars';
import { useMessageReactions, useReactionStore, useToggleReaction } from './use-reactions';

export interface ReactionRowProps {
  message: Message;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 2px;
  max-width: 100%;
`;
const Chip = styled.button<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 1px 8px;
  border-radius: 999px;
  border: 1px solid ${({ $mine }) => ($mine ? v.primary : v.border)};
  background: ${({ $mine }) => ($mine ? v.surfaceActive : v.background)};
  color: ${({ $mine }) => ($mine ? v.primary : v.textSecondary)};
  font-size: 12px;
  line-height: 20px;
  cursor: pointer;
  &:hover {
    background: ${v.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${v.primary};
    outline-offset: 1px;
  }
`;

/** 张三、李四回应了👍 / 张三、李四等12人回应了👍: the first users by name, me as 我. */
function useWhoReacted(): (reaction: MessageReaction) => string {
  const { t } = useTranslation('chat');
  const me = useChatEngine().getLoginUser();
  return (reaction) => {
    const names = reaction.partialUserList.map((u) => (u.userID === me ? t('actions.you') : u.nick || u.userID)).join(t('actions.nameSeparator'));
    const options = { names, emoji: reaction.reactionID, count: reaction.totalUserCount };
    return reaction.totalUserCount > reaction.partialUserList.length ? t('actions.reactedByMany', options) : t('actions.reactedBy', options);
  };
}

export function ReactionRow({ message }: ReactionRowProps) {
  const { t } = useTranslation('chat');
  const store = useReactionStore();
  const reactions = useMessageReactions(message.ID);
  const toggle = useToggleReaction();
  const whoReacted = useWhoReacted();
  useEffect(() => store.load(message), [store, message, message.status]);
  if (reactions.length === 0) return null;
  return (
    <Row role="group" aria-label={t('actions.reactions')} data-testid="reactions" data-no-menu>
      {reactions.map((reaction) => {
        const who = whoReacted(reaction);
        return (
          <Chip
            key={reaction.reactionID}
            type="button"
            $mine={reaction.reactedByMyself}
            aria-pressed={reaction.reactedByMyself}
            aria-label={`${reaction.reactionID} ${reaction.totalUserCount}`}
            title={who}
            onClick={() => toggle(message, reaction.reactionID)}
          >
            <span aria-hidden>{reaction.reactionID}</span>
            <span aria-hidden>{reaction.totalUserCount}</span>
          </Chip>
        );
      })}
    </Row>
  );
}
