// A dictionary's words in the reader's language (Accept-Language): by value for dict-data, and
// for rows that store a zh-CN label as text (a resume's degree), by that label. Text that is no
// label of the dictionary (typed by a user, or from an older seed) is answered as stored.
import { DICTIONARIES } from '../../db/seed/dictionaries';
import type { Locale } from '../i18n';
import { DICT_LABELS, TALENT_SOURCES, type LabelledType } from './dict-labels';

const ZH_CN: Record<LabelledType, readonly (readonly [string, string])[]> = { ...DICTIONARIES, talent_source: TALENT_SOURCES };

const isLabelled = (type: string): type is LabelledType => Object.hasOwn(DICT_LABELS['en-US'], type);

/** The label of `value` in `type` for `locale`; `zhLabel` (the stored one) where there is none. */
export function dictLabelIn(locale: Locale, type: string, value: string, zhLabel: string): string {
  if (locale === 'zh-CN' || !isLabelled(type)) return zhLabel;
  return DICT_LABELS[locale][type][value] ?? zhLabel;
}

/** Stored zh-CN text of `type`, in `locale`: the same entry's label there, or the text as it is. */
export function relabel<T extends string | null>(locale: Locale, type: LabelledType, text: T): T | string {
  if (text === null || locale === 'zh-CN') return text;
  const entry = ZH_CN[type].find(([, label]) => label === text);
  return entry ? (DICT_LABELS[locale][type][entry[0]] ?? text) : text;
}

/** The value of a dictionary entry from its value or any of its labels (a filter sent either way). */
export function dictValueOf(type: LabelledType, valueOrLabel: string): string | undefined {
  for (const [value, label] of ZH_CN[type]) {
    if (value === valueOrLabel || label === valueOrLabel) return value;
    if (DICT_LABELS['zh-TW'][type][value] === valueOrLabel || DICT_LABELS['en-US'][type][value] === valueOrLabel) return value;
  }
  return undefined;
}

/** The zh-CN label (what rows store) of a dictionary value. */
export const storedLabel = (type: LabelledType, value: string): string | undefined => ZH_CN[type].find(([v]) => v === value)?.[1];
