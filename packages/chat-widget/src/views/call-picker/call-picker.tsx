// Container (loaded lazily): the member picker of a group call. Members come from the engine,
// 100 a page; the current user is left out; the search matches user IDs.
import { useState } from 'react';
import { CALL_PICKER_AREA, callPickerCatalogues } from '../../i18n/lazy/call-picker';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { useChatEngine } from '../../provider/engine-context';
import { CallPickerView } from './call-picker-view';
import type { CallType } from './start-call';
import { useGroupMembers } from './use-group-members';

export interface CallPickerProps {
  groupID: string;
  type: CallType;
  /** At most this many invitees (the widget's own calls: 3). */
  max?: number;
  onConfirm(userIDList: string[]): void;
  onClose(): void;
}

export default function CallPicker({ groupID, type, max, onConfirm, onClose }: CallPickerProps) {
  const { t } = useAreaTranslation(CALL_PICKER_AREA, callPickerCatalogues);
  const engine = useChatEngine();
  const { members, loading } = useGroupMembers(engine, groupID);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const me = engine.getLoginUser();
  const needle = query.trim().toLowerCase();
  const offered = members
    .filter((member) => member.userID !== me && member.userID.toLowerCase().includes(needle))
    .map((member) => ({ userID: member.userID, name: member.nameCard || member.nick || member.userID, avatar: member.avatar }));

  const toggle = (userID: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(userID)) next.add(userID);
      return next;
    });

  return (
    <CallPickerView
      t={t}
      type={type}
      members={offered}
      loading={loading}
      query={query}
      selected={selected}
      {...(max !== undefined ? { max } : {})}
      onQuery={setQuery}
      onToggle={toggle}
      // Ticked members, in list order; a search hides none of them from the call.
      onConfirm={() => onConfirm(members.map((m) => m.userID).filter((id) => selected.has(id)))}
      onClose={onClose}
    />
  );
}
