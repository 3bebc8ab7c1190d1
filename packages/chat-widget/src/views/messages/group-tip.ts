// Readable sentences for group tips by operationType.
import type { TFunction } from 'i18next';
import type { GroupTipPayload } from '../../engine';

/** The members' nicknames (the payload's memberList, as the SDK fills it), their user IDs only when they have none. */
function namesOf(payload: GroupTipPayload): string {
  const nicks = new Map(((payload.memberList ?? []) as { userID?: string; nick?: string }[]).map((m) => [m.userID, m.nick]));
  const operator = (payload.operatorInfo as { nick?: string } | undefined)?.nick || payload.operatorID;
  return (payload.userIDList ?? []).map((userID) => nicks.get(userID) || userID).join('、') || operator;
}

/** `t` reads the message area (i18n/lazy/message: the caller's useAreaTranslation adds it). */
export function groupTipText(payload: GroupTipPayload, t: TFunction): string {
  const names = namesOf(payload);
  switch (payload.operationType) {
    case 1:
      return t('message.tipJoin', { names });
    case 2:
      return t('message.tipQuit', { names });
    case 3:
      return t('message.tipKicked', { names });
    case 4:
      return t('message.tipSetAdmin', { names });
    case 5:
      return t('message.tipCancelAdmin', { names });
    case 6:
      return t('message.tipProfile');
    case 7: {
      const muted = (payload.memberList as { muteTime?: number }[] | undefined)?.some((m) => (m.muteTime ?? 0) > 0);
      return payload.memberList ? t(muted ? 'message.tipMute' : 'message.tipUnmute', { names }) : t('message.tipMemberProfile');
    }
    case 10:
      return t('message.tipMute', { names });
    case 11:
      return t('message.tipUnmute', { names });
    default:
      return t('message.tipOther');
  }
}
