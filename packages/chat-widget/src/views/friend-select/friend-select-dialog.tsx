// Container: the friend-selection dialog (spec/chat.md §5). My friends to choose from; a search
// by user ID (only when the app is not an official deployment): an empty box restores the
// friends, an unknown ID shows 该用户不存在, a found user can be chosen. Single mode keeps one.
import { useEffect, useState } from 'react';
import type { Profile } from '../../engine/entities';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { useContactTexts } from '../contacts/use-contact-texts';
import { useToast } from '../toast/toast-provider';
import { FriendSelectView, type FriendOption } from './friend-select-view';

export interface FriendSelectDialogProps {
  mode: 'single' | 'multi';
  title: string;
  onConfirm(userIDs: string[]): void;
  onClose(): void;
}

const optionOf = (profile: Profile, remark = ''): FriendOption => ({ userID: profile.userID, name: remark || profile.nick || profile.userID, avatar: profile.avatar });

export function FriendSelectDialog({ mode, title, onConfirm, onClose }: FriendSelectDialogProps) {
  const { t } = useContactTexts();
  const engine = useChatEngine();
  const toast = useToast();
  const { features } = useChatOptions();
  const [friends, setFriends] = useState<FriendOption[]>([]);
  const [found, setFound] = useState<FriendOption[] | null>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    engine.getFriendList().then(
      ({ data }) => current && setFriends(data.map((friend) => optionOf(friend.profile, friend.remark))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [engine]);

  const search = async () => {
    const userID = query.trim();
    if (!userID) return setFound(null);
    const profiles = await engine.getUserProfile({ userIDList: [userID] }).then(({ data }) => data, () => []);
    if (profiles.length === 0) toast.error(t('contact.userNotFound'));
    setFound(profiles.map((profile) => friends.find((f) => f.userID === profile.userID) ?? optionOf(profile)));
  };

  const toggle = (userID: string) =>
    setSelected((current) => {
      if (mode === 'single') return new Set([userID]);
      const next = new Set(current);
      if (!next.delete(userID)) next.add(userID);
      return next;
    });

  return (
    <FriendSelectView
      title={title}
      mode={mode}
      options={found ?? friends}
      selected={selected}
      query={features.officialAccount ? null : query}
      onQueryChange={(text) => {
        setQuery(text);
        if (!text.trim()) setFound(null);
      }}
      onSearch={() => void search()}
      onToggle={toggle}
      onConfirm={() => selected.size > 0 && onConfirm([...selected])}
      onClose={onClose}
    />
  );
}
