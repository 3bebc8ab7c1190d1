// The title of a merged bundle, as Tencent's kits write it: 群聊的聊天记录 from a group, else
// the names of who speaks in it: 张三和李四的聊天记录.
import type { TFunction } from 'i18next';
import type { Message } from '../../engine';

export function mergedTitle(messages: readonly Message[], t: TFunction): string {
  if (messages[0]?.conversationType === 'GROUP') return t('multiSelect.groupRecord');
  const names = [...new Set(messages.map((m) => m.nick || m.from))];
  return names.length === 1 ? t('multiSelect.oneRecord', { name: names[0] }) : t('multiSelect.pairRecord', { a: names[0], b: names[1] });
}
