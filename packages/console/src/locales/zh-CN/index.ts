// The console's texts in zh-CN, one file per topic; dotted keys, e.g. t('menu.home').
// The whole catalogue, which the keys' types, the other locales and the tests read; the app loads
// it in two parts (first.ts with the first download, signed-in.ts with the signed-in chunk).
import { firstMessages } from './first';
import { signedInMessages } from './signed-in';

export const messages = { ...firstMessages, ...signedInMessages };
