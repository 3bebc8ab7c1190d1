// Container: the friend-selection dialog (docs/chat.md §5) on its machine: my friends to choose
// from; the search by user ID only when the app is not an official deployment; an unknown ID
// shows 该用户不存在.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { friendSelectMachineFor, selectFriendSelect, type FriendSelectMode, type FriendSelectProps } from '../../machines/friend-select';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { useContactTexts } from '../contacts/use-contact-texts';
import { useToast } from '../toast/toast-provider';
import { FriendSelectView } from './friend-select-view';

export interface FriendSelectDialogProps {
  mode: FriendSelectMode;
  title: string;
  onConfirm(userIDs: string[]): void;
  onClose(): void;
}

const sameProps = (a: FriendSelectProps, b: FriendSelectProps) =>
  a.options === b.options && a.selected === b.selected && a.loading === b.loading && a.searching === b.searching && a.empty === b.empty;

export function FriendSelectDialog({ mode, title, onConfirm, onClose }: FriendSelectDialogProps) {
  const { t } = useContactTexts();
  const engine = useChatEngine();
  const toast = useToast();
  const { features } = useChatOptions();
  const machine = useMemo(() => friendSelectMachineFor(engine), [engine]);
  const select = useActorRef(machine, { input: { mode } });
  const { options, selected, empty } = useSelector(select, selectFriendSelect, sameProps);
  const [query, setQuery] = useState('');
  useEffect(() => select.on('notFound', () => toast.error(t('contact.userNotFound'))).unsubscribe, [select, toast, t]);

  return (
    <FriendSelectView
      title={title}
      mode={mode}
      options={options}
      empty={empty}
      selected={new Set(selected)}
      query={features.officialAccount ? null : query}
      onQueryChange={(text) => {
        setQuery(text);
        if (!text.trim()) select.send({ type: 'CLEAR' });
      }}
      onSearch={() => select.send({ type: 'SEARCH', userID: query })}
      onToggle={(userID) => select.send({ type: 'TOGGLE', userID })}
      onConfirm={() => selected.length > 0 && onConfirm(selected)}
      onClose={onClose}
    />
  );
}
