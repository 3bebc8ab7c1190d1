// i18next for view tests: the console's catalogues, zh-CN unless told (the shell's src/i18n.ts
// does this for the app).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages as enUS } from '../src/locales/en-US';
import { messages as zhCN } from '../src/locales/zh-CN';
import { messages as zhTW } from '../src/locales/zh-TW';
import { setRequestLanguage } from '../src/api/request-language';
import { addSignedInTexts } from '../src/i18n';
import { signedInMessages } from '../src/locales/zh-CN/signed-in';

export async function initTestI18n(lng = 'zh-CN') {
  // As the app's instance does (src/i18n.ts): the calls ask for the language shown.
  i18next.off('languageChanged', setRequestLanguage);
  i18next.on('languageChanged', setRequestLanguage);
  setRequestLanguage(lng);
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh-CN',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { 'zh-CN': { translation: zhCN }, 'zh-TW': { translation: zhTW }, 'en-US': { translation: enUS } },
  });
  // What the signed-in gate adds in the app: the views' key checks (isTopicKey) know every topic.
  addSignedInTexts(i18next, signedInMessages);
  return i18next;
}
