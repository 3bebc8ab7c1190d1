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
