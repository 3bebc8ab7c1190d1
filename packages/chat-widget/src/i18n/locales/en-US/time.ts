import type { Catalogue } from '../../catalogue';

export const time: Catalogue['time'] = {
  yesterday: 'Yesterday',
  formatYear: '{{month}}/{{day}}/{{year}} {{time}}',
  formatMonth: '{{month}}/{{day}} {{time}}',
};
