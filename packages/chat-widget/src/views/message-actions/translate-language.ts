// The translation target for the widget's locale (the SDK's language codes).
const TARGET_BY_LOCALE: Record<string, string> = { 'zh-CN': 'zh', 'zh-TW': 'zh-TW', 'en-US': 'en' };

export function targetLanguageOf(locale: string): string {
  return TARGET_BY_LOCALE[locale] ?? (locale.split('-')[0] || 'zh');
}
