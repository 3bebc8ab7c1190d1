// Admin settings (docs/chat.md §2, §4, §6): the admins (the owner adds and removes them), mute
// all (Radix Switch), the members muted one by one (30 days) and unmuting them.
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { GroupMember } from '../../engine/entities';
import { isMuted, type PickPurpose } from '../../machines/group-manage';
import { v } from '../../theme/vars';
import { ActionButton, Hint, List, Row, Section } from './group.styles';
import { memberName, useGroupTexts } from './use-group-texts';

export interface AdminSettingsViewProps {
  members: GroupMember[];
  muteAll: boolean;
  canManageAdmins: boolean;
  onPick(purpose: PickPurpose): void;
  onDemote(userID: string): void;
  onMuteAll(on: boolean): void;
  onUnmute(userID: string): void;
}

const Toggle = styled(Switch.Root)`
  width: 36px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: 10px;
  background: ${v.border};
  &[data-state='checked'] {
    background: ${v.primary};
  }
  span {
    display: block;
    width: 16px;
    height: 16px;
    margin: 2px;
    border-radius: 50%;
    background: #fff;
    transition: transform 150ms;
  }
  span[data-state='checked'] {
    transform: translateX(16px);
  }
`;

export function AdminSettingsView({ members, muteAll, canManageAdmins, onPick, onDemote, onMuteAll, onUnmute }: AdminSettingsViewProps) {
  const t = useGroupTexts();
  const id = useId();
  const admins = members.filter((m) => m.role === 'Admin');
  const muted = members.filter((m) => isMuted(m));
  return (
    <>
      <Section aria-labelledby={`${id}-admins`}>
        <h3 id={`${id}-admins`}>{t('group.admins')}</h3>
        <List data-testid="admin-list">
          {admins.map((admin) => (
            <li key={admin.userID}>
              <span>{memberName(admin)}</span>
              {canManageAdmins && (
                <button type="button" aria-label={t('group.removeAdmin', { name: memberName(admin) })} onClick={() => onDemote(admin.userID)}>
                  −
                </button>
              )}
            </li>
          ))}
        </List>
        {canManageAdmins && (
          <ActionButton type="button" onClick={() => onPick('admin')}>
            {t('group.addAdmin')}
          </ActionButton>
        )}
      </Section>
      <Section>
        <Row>
          <label htmlFor={`${id}-mute-all`}>{t('group.muteAll')}</label>
          <Toggle id={`${id}-mute-all`} checked={muteAll} onCheckedChange={onMuteAll}>
            <Switch.Thumb />
          </Toggle>
        </Row>
        <Hint>{t('group.muteAllHint')}</Hint>
      </Section>
      <Section aria-labelledby={`${id}-muted`}>
        <h3 id={`${id}-muted`}>{t('group.mutedMembers')}</h3>
        <List data-testid="muted-list">
          {muted.map((member) => (
            <li key={member.userID}>
              <span>{memberName(member)}</span>
              <button type="button" aria-label={t('group.unmute', { name: memberName(member) })} onClick={() => onUnmute(member.userID)}>
                −
              </button>
            </li>
          ))}
        </List>
        <ActionButton type="button" onClick={() => onPick('mute')}>
          {t('group.addMute')}
        </ActionButton>
      </Section>
    </>
  );
}
