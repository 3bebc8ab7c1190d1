// Dates of the conversation list and the message list: up front, where the list shows them.
export const time = {
  yesterday: '昨天',
  formatYear: '{{year}}年{{month}}月{{day}}日 {{time}}',
  formatMonth: '{{month}}月{{day}}日 {{time}}',
};
