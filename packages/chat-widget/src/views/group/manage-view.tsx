// The manage panel's main view (docs/chat.md §2, §6): name, member preview, notice, admin
// settings, group ID, avatar, type, join option, transfer, dissolve or quit. Renders what the
// permissions allow and reports choices.
import type { SelectedGroup, ManageView as SubView } from '../../machines/group-manage';
import { Avatar } from '../conversation-list/avatar';
import { ActionButton, Section } from './group.styles';
import { GroupTypeIcon } from './group-icons';
import { MemberPreview } from './member-preview';
import { NameEditor } from './name-editor';
import { useGroupTexts } from './use-group-texts';

export interface ManageViewProps {
  loaded: SelectedGroup;
  onOpen(view: SubView): void;
  onRename(name: string): void;
  onDissolve(): void;
  onQuit(): void;
}

export function ManageView({ loaded, onOpen, onRename, onDissolve, onQuit }: ManageViewProps) {
  const t = useGroupTexts();
  const { group, members, permissions: can } = loaded;
  return (
    <>
      <Section>
        <NameEditor name={group.name} editable={can.editName} onSave={onRename} />
      </Section>
      <Section aria-label={t('group.members')}>
        <h3>
          {t('group.members')} {t('group.memberCount', { count: group.memberCount })}
        </h3>
        <MemberPreview
          members={members}
          tiles={can.previewTiles}
          canAdd={can.addMembers}
          canRemove={can.removeMembers}
          onMember={(userID) => onOpen({ name: 'profile', userID })}
          onAdd={() => onOpen({ name: 'select', purpose: 'add' })}
          onRemove={() => onOpen({ name: 'select', purpose: 'remove' })}
        />
        <ActionButton type="button" onClick={() => onOpen({ name: 'members' })}>
          {t('group.viewAll')}
        </ActionButton>
      </Section>
      <Section>
        <h3>{t('group.notice')}</h3>
        <p data-testid="group-notice">{group.notification || t('group.noticeNone')}</p>
        <ActionButton type="button" onClick={() => onOpen({ name: 'notice' })}>
          {can.editNotice ? `${t('group.edit')} ${t('group.notice')}` : t('group.notice')}
        </ActionButton>
      </Section>
      {can.adminSettings && (
        <Section>
          <ActionButton type="button" onClick={() => onOpen({ name: 'admins' })}>
            {t('group.adminSettings')}
          </ActionButton>
        </Section>
      )}
      <Section>
        <dl>
          <dt>{t('group.groupID')}</dt>
          <dd data-testid="group-id">{group.groupID}</dd>
          <dt>{t('group.avatar')}</dt>
          <dd>
            <Avatar src={group.avatar} alt={t('group.avatar')} size={32} fallback={<GroupTypeIcon type={group.type} />} />
          </dd>
          <dt>{t('group.type')}</dt>
          <dd>{t(`group.type${group.type}`)}</dd>
          <dt>{t('group.joinOption')}</dt>
          <dd>{t(`group.join${group.joinOption}`)}</dd>
        </dl>
      </Section>
      {can.transfer && (
        <ActionButton type="button" onClick={() => onOpen({ name: 'select', purpose: 'transfer' })}>
          {t('group.transfer')}
        </ActionButton>
      )}
      {can.dissolve && (
        <ActionButton type="button" data-danger onClick={onDissolve}>
          {t('group.dissolve')}
        </ActionButton>
      )}
      {can.quit && (
        <ActionButton type="button" data-danger onClick={onQuit}>
          {t('group.quit')}
        </ActionButton>
      )}
    </>
  );
}
