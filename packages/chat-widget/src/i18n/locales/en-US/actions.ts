import type { Catalogue } from '../../catalogue';

export const actions: Catalogue['actions'] = {
  menu: 'Message actions',
  open: 'Open',
  copy: 'Copy',
  copied: 'Copied',
  copyUnsupported: 'This model does not support the copy',
  recall: 'Recall',
  recallExpired: 'Withdrawal deadline has passed',
  delete: 'Delete',
  forward: 'Forward',
  quote: 'Quote',
  translate: 'Translate',
  hideTranslation: 'Hide',
  translateOff: 'Please open the translation feature',
  translating: 'Translating...',
  convert: 'Convert',
  hideConversion: 'Hide',
  convertOff: 'Please open the convert feature',
  converting: 'Converting...',
  downloadResume: 'Download resume',
  downloadFailed: 'Download failed',
};
