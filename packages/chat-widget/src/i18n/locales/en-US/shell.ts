import type { Catalogue } from '../../catalogue';

export const shell: Catalogue['shell'] = {
  tabConversation: 'Conversations',
  tabContact: 'Contacts',
  tabUnread: '{{count}} unread messages',
  tabApplications: '{{count}} new friend requests',
  contactEmpty: 'No contacts yet',
  contactNewContacts: 'New contacts',
  contactBlacklist: 'Blocked list',
  contactGroups: 'My groups',
  contactFriends: 'My friends',
  back: 'Back',
  close: 'Close',
  title: 'Chat',
  noConversation: 'Select a conversation',
  kickedOut: 'Your account has signed in somewhere else',
  // Issue 31: the kicked-out notice's way back (a new sign-in through the host's credential).
  relogin: 'Sign in again',
  groupSettings: 'Group settings',
  loginFailed: 'Sign-in failed: {{reason}}',
  loginFailedNetwork: "Cannot reach the chat service (this page's origin is not allowed, or the server is unreachable)",
  loginFailedCode: 'error code {{code}}',
  loginFailedUnknown: 'unknown error',
  retry: 'Retry',
  launcher: 'Open chat',
  launcherUnread: 'Open chat, {{count}} unread',
  // Issue 31: the new-message notifications, asked for on the user's click (views/notify).
  enableNotifications: 'Turn on notifications',
};
