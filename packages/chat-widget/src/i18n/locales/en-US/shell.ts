import type { Catalogue } from '../../catalogue';

export const shell: Catalogue['shell'] = {
  tabConversation: 'Conversations',
  tabContact: 'Contacts',
  contactEmpty: 'No contacts yet',
  back: 'Back',
  close: 'Close',
  title: 'Chat',
  noConversation: 'Select a conversation',
  kickedOut: 'Your account has signed in somewhere else',
  groupSettings: 'Group settings',
};
