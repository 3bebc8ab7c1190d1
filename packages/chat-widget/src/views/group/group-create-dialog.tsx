// Container (loaded lazily): creates a group (docs/chat.md §4, §5, §8). The creator of a live
// group then joins it with an empty message; the dialog closes, the new group's conversation
// opens, a toast says so; a failure toasts the SDK's message.
import { useState } from 'react';
import type { Group, GroupType } from '../../engine/entities';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { groupCatalogues } from '../../i18n/lazy/group';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useToast } from '../toast/toast-provider';
import { GroupCreateView } from './group-create-view';
import { useErrorText } from '../toast/error-text';

export interface GroupCreateDialogProps {
  /** Members to add, from the start-conversation menu (user IDs). */
  memberList: string[];
  onClose(): void;
  onCreated?(group: Group): void;
}

export default function GroupCreateDialog({ memberList, onClose, onCreated }: GroupCreateDialogProps) {
  const { t } = useAreaTranslation('group', groupCatalogues);
  const engine = useChatEngine();
  const toast = useToast();
  const errorText = useErrorText();
  const { dispatch } = useChatUi();
  const [name, setName] = useState('');
  const [groupID, setGroupID] = useState('');
  const [type, setType] = useState<GroupType>('Private');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setTouched(true);
    if (name.trim() === '' || busy) return;
    setBusy(true);
    try {
      const chosenID = type === 'Community' ? '' : groupID.trim();
      const { data } = await engine.createGroup({
        name: name.trim(),
        type,
        memberList: memberList.map((userID) => ({ userID })),
        ...(chosenID ? { groupID: chosenID } : {}),
      });
      const group = data.group;
      // A live group's creator joins it; already being in it is fine.
      if (type === 'AVChatRoom') await engine.joinGroup({ groupID: group.groupID, applyMessage: '' });
      onClose();
      onCreated?.(group);
      toast.success(t('group.created'));
      dispatch({ type: 'open', conversationID: `GROUP${group.groupID}` });
    } catch (error) {
      setBusy(false);
      toast.error(errorText(error));
    }
  };

  return (
    <GroupCreateView
      name={name}
      groupID={groupID}
      type={type}
      nameError={touched && name.trim() === '' ? t('group.nameEmpty') : null}
      busy={busy}
      texts={{
        title: t('group.createTitle'),
        name: t('group.name'),
        namePlaceholder: t('group.namePlaceholder'),
        nameHint: t('group.nameHint'),
        groupID: t('group.groupID'),
        groupIDPlaceholder: t('group.groupIDPlaceholder'),
        type: t('group.type'),
        avatar: t('group.avatar'),
        confirm: t('group.confirm'),
        cancel: t('group.cancel'),
      }}
      typeLabel={(option) => t(`group.type${option}`)}
      onName={(value) => (setName(value), setTouched(true))}
      onNameBlur={() => setTouched(true)}
      onGroupID={setGroupID}
      onType={setType}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
