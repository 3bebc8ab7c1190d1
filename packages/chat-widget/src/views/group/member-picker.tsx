// Container: the member picker for one purpose (docs/chat.md §5). Searching a user ID: for 'add'
// the user must exist (else 该用户不存在); otherwise they must be a member (else 该用户不在群组内),
// and the list narrows to them.
import { useState } from 'react';
import type { GroupMember } from '../../engine/entities';
import type { PickPurpose } from '../../machines/group-manage';
import { useChatEngine } from '../../provider/engine-context';
import { MemberPickerView } from './member-picker-view';
import { isMulti, pickCandidates, type Candidate } from './picker-candidates';
import { useGroupTexts } from './use-group-texts';

export interface MemberPickerProps {
  purpose: PickPurpose;
  title: string;
  members: GroupMember[];
  selfID: string;
  onPick(userIDs: string[]): void;
}

export function MemberPicker({ purpose, title, members, selfID, onPick }: MemberPickerProps) {
  const t = useGroupTexts();
  const engine = useChatEngine();
  const multi = isMulti(purpose);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Candidate[]>([]);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const base = purpose === 'add' ? found : pickCandidates(purpose, members, selfID);
  const candidates = filter ? base.filter((c) => c.userID === filter) : base;

  const search = async () => {
    const userID = query.trim();
    setError(null);
    if (!userID) return setFilter('');
    if (purpose !== 'add') {
      if (!members.some((m) => m.userID === userID)) return setError(t('group.notInGroup'));
      return setFilter(userID);
    }
    setSearching(true);
    try {
      const { data } = await engine.getUserProfile({ userIDList: [userID] });
      const profile = data.find((p) => p.userID === userID);
      if (!profile || userID === selfID) return setError(t('group.userNotFound'));
      setFound((current) => (current.some((c) => c.userID === userID) ? current : [...current, { userID, nick: profile.nick, avatar: profile.avatar }]));
      setSelected((current) => new Set([...current, userID]));
    } catch {
      setError(t('group.userNotFound'));
    } finally {
      setSearching(false);
    }
  };

  const toggle = (userID: string) =>
    setSelected((current) => {
      if (!multi) return new Set([userID]);
      const next = new Set(current);
      if (!next.delete(userID)) next.add(userID);
      return next;
    });

  return (
    <MemberPickerView
      title={title}
      multi={multi}
      query={query}
      error={error}
      searching={searching}
      candidates={candidates}
      selected={selected}
      onQuery={setQuery}
      onSearch={() => void search()}
      onToggle={toggle}
      onConfirm={() => onPick([...selected].filter((id) => base.some((c) => c.userID === id)))}
    />
  );
}
