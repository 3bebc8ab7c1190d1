import type { Catalogue } from '../../catalogue';

export const forward: Catalogue['forward'] = {
  title: 'forward',
  conversations: 'Choose conversations',
  empty: 'No conversations',
  oneByOne: 'Forward one by one',
  merged: 'Merge and forward',
  mergedTitle: 'Chat history',
  mergedCompatible: '[Chat history]',
  sensitive: 'content contains sensitive words',
};
