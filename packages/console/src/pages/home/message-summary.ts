// A conversation's last message in one line, in the reader's language (as the chat's own list
// words it): a text as written, a card by its description, the rest by their kind.
import type { TFunction } from 'i18next';
import type { LatestMessage } from '../../api/workplace.api';
import type { TopicKey } from '../../i18n-keys';

const KINDS: Record<string, TopicKey<'home'>> = {
  TIMImageElem: 'home.summaryImage',
  TIMSoundElem: 'home.summaryAudio',
  TIMVideoFileElem: 'home.summaryVideo',
  TIMFaceElem: 'home.summaryFace',
  TIMLocationElem: 'home.summaryLocation',
  TIMRelayElem: 'home.summaryMerged',
};

export function messageSummary(t: TFunction, message: LatestMessage | null): string {
  if (!message) return t('home.noMessage');
  if (message.revoked) return t(message.fromMe ? 'home.youRecalled' : 'home.recalled');
  switch (message.type) {
    case 'TIMTextElem':
      return message.text;
    case 'TIMFileElem':
      return `${t('home.summaryFile')} ${message.text}`.trim();
    case 'TIMCustomElem':
      return message.text || t('home.summaryCustom');
    default: {
      const kind = KINDS[message.type];
      return t(kind ?? 'home.summaryCustom');
    }
  }
}
