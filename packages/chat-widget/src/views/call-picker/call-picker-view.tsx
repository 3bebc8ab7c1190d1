// The group call member picker (dumb; docs/chat.md §2): title by call type, a user ID search,
// members to tick (the current user is not offered), confirm disabled until someone is ticked.
import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import { Avatar } from '../conversation-list/avatar';
import { Buttons, Content, Empty, Item, List, Overlay, Search, Secondary } from './call-picker.styles';
import { DialogLayer } from '../dialog/dialog-layer';

export interface PickerMember {
  userID: string;
  name: string;
  avatar: string;
}

export interface CallPickerViewProps {
  t: TFunction;
  type: 1 | 2;
  members: PickerMember[];
  loading: boolean;
  query: string;
  selected: ReadonlySet<string>;
  /** At most this many may be ticked (the others are disabled once reached); no limit when absent. */
  max?: number;
  onQuery(query: string): void;
  onToggle(userID: string): void;
  onConfirm(): void;
  onClose(): void;
}

export function CallPickerView({ t, type, members, loading, query, selected, max, onQuery, onToggle, onConfirm, onClose }: CallPickerViewProps) {
  const full = max !== undefined && selected.size >= max;
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Content aria-describedby={undefined}>
          <Dialog.Title>{t(type === 2 ? 'callPicker.videoTitle' : 'callPicker.voiceTitle')}</Dialog.Title>
          <Search
            type="search"
            value={query}
            placeholder={t('callPicker.search')}
            aria-label={t('callPicker.search')}
            onChange={(e) => onQuery(e.target.value)}
          />
          <List aria-label={t('callPicker.members')} aria-busy={loading}>
            {members.length === 0 && <Empty>{loading ? t('panels.readLoading') : t('callPicker.empty')}</Empty>}
            {members.map((member) => (
              <Item key={member.userID}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected.has(member.userID)}
                    disabled={full && !selected.has(member.userID)}
                    onChange={() => onToggle(member.userID)}
                  />
                  <Avatar src={member.avatar} alt="" size={32} id={member.userID} name={member.name} />
                  <span>{member.name}</span>
                  {member.name !== member.userID && <Secondary>{member.userID}</Secondary>}
                </label>
              </Item>
            ))}
          </List>
          <Buttons>
            <span role="status">
              {t('callPicker.selected', { count: selected.size })}
              {full ? ` · ${t('callPicker.max', { max })}` : null}
            </span>
            <button type="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="button" data-primary disabled={selected.size === 0} onClick={onConfirm}>
              {t('common.confirm')}
            </button>
          </Buttons>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
