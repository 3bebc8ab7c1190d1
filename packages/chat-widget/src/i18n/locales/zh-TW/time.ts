import type { Catalogue } from '../../catalogue';

export const time: Catalogue['time'] = {
  yesterday: '昨天',
  formatYear: '{{year}}年{{month}}月{{day}}日 {{time}}',
  formatMonth: '{{month}}月{{day}}日 {{time}}',
};
