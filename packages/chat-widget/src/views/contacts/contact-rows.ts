// The machine's lists as rows to show: a name (remark, nick, then ID), an avatar, and for
// friend applications the wording and who sent it.
import type { ContactLists, ContactSectionID, ContactSelection } from '../../machines/contact-sections';
import type { Group, Profile } from '../../engine/entities';

export interface ContactRow {
  key: string;
  contact: ContactSelection;
  name: string;
  avatar: string;
  /** A friend application's wording. */
  note?: string;
  application?: 'received' | 'sent';
}

const keyOf = (contact: ContactSelection) => (contact.kind === 'user' ? `user:${contact.userID}` : `group:${contact.groupID}`);

export const userContact = (userID: string, nick: string, avatar: string): ContactSelection => ({ kind: 'user', userID, nick, avatar });
export const groupContact = (group: Group): ContactSelection => ({
  kind: 'group',
  groupID: group.groupID,
  name: group.name,
  avatar: group.avatar,
  type: group.type,
});

export function rowOf(contact: ContactSelection, name?: string): ContactRow {
  const fallback = contact.kind === 'user' ? contact.nick || contact.userID : contact.name || contact.groupID;
  return { key: keyOf(contact), contact, name: name || fallback, avatar: contact.avatar };
}

const profileRow = (p: Profile) => rowOf(userContact(p.userID, p.nick, p.avatar));

export function sectionRows(lists: ContactLists, section: ContactSectionID): ContactRow[] {
  switch (section) {
    case 'customerService':
      return lists.customerService.map(profileRow);
    case 'newContacts':
      return lists.applications.map((a) => ({
        ...rowOf(userContact(a.userID, a.nick, a.avatar)),
        note: a.wording,
        application: a.type === 'Pendency_Type_ComeIn' ? 'received' : 'sent',
      }));
    case 'blacklist':
      return lists.blacklist.map(profileRow);
    case 'groups':
      return lists.groups.map((g) => rowOf(groupContact(g)));
    case 'friends':
      return lists.friends.map((f) => rowOf(userContact(f.userID, f.profile.nick, f.profile.avatar), f.remark));
  }
}

export const selectionKey = (contact: ContactSelection | null) => (contact ? keyOf(contact) : null);
