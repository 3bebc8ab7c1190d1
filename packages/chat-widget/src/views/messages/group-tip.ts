// Readable sentences for group tips by operationType.
import type { TFunction } from 'i18next';
import type { GroupTipPayload } from '../../engine';

export function groupTipText(payload: GroupTipPayload, t: TFunction): string {
  const names = (payload.userIDList ?? []).join('、') || payload.operatorID;
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
