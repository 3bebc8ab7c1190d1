// The at-mention list (dumb): a listbox above the input, 'everyone' first. The input keeps the
// focus (it is the combobox); the mouse chooses without blurring it.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { Avatar } from '../conversation-list/avatar';
import type { Mentionable } from './mention-text';

export const MENTION_LIST_ID = 'ec-mention-list';
export const mentionOptionID = (index: number) => `${MENTION_LIST_ID}-${index}`;

const Anchor = styled.div`
  position: relative;
  height: 0;
`;
const List = styled.ul`
  position: absolute;
  left: 12px;
  bottom: 4px;
  width: 220px;
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${v.background};
  border: 1px solid ${v.border};
  border-radius: ${v.radius};
  box-shadow: ${v.shadow};
  z-index: 10;
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 12px;
  cursor: pointer;
  background: ${({ $active }) => ($active ? v.surfaceHover : 'transparent')};
`;

export interface MentionListProps {
  members: readonly Mentionable[];
  active: number;
  /** `from`: the chosen option. */
  onSelect(member: Mentionable, from: Element): void;
}

export function MentionList({ members, active, onSelect }: MentionListProps) {
  const { t } = useTranslation('chat');
  return (
    <Anchor>
      <List id={MENTION_LIST_ID} role="listbox" aria-label={t('panels.mentionList')}>
        {members.map((member, index) => (
          <Option
            key={member.userID}
            id={mentionOptionID(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => onSelect(member, event.currentTarget)}
          >
            <Avatar src={member.avatar} alt="" size={24} id={member.userID} name={member.name} />
            <span>{member.name}</span>
          </Option>
        ))}
      </List>
    </Anchor>
  );
}
