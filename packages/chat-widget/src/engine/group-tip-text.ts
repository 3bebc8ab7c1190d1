// What a group tip says, in the reader's language: who did what, from the tip's own data (the
// SDK's GROUP_TIP payload: operatorInfo, userIDList with memberList's nicks, newGroupProfile).
// Both the tip in the conversation and the conversation list's summary read it. React-free:
// `t` is any key → text function.
import { TYPES } from './constants';
import type { GroupTipPayload } from './message';

export type GroupTipKey = `groupTip.${
  | 'join'
  | 'invite'
  | 'quit'
  | 'kicked'
  | 'setAdmin'
  | 'cancelAdmin'
  | 'rename'
  | 'notice'
  | 'introduction'
  | 'avatar'
  | 'muteAllOn'
  | 'muteAllOff'
  | 'newOwner'
  | 'joinOption'
  | 'profile'
  | 'memberProfile'
  | 'mute'
  | 'unmute'
  | 'created'
  | 'other'}`;

export type GroupTipTranslate = (key: GroupTipKey, values?: Record<string, string>) => string;

interface TipMember {
  userID?: string;
  nick?: string;
  muteTime?: number;
}

const operatorOf = (payload: GroupTipPayload) => (payload.operatorInfo as { nick?: string } | undefined)?.nick || payload.operatorID;

/** The members the tip is about by nickname (the payload's memberList), by user ID where they have none. */
function namesOf(payload: GroupTipPayload): string {
  const nicks = new Map(((payload.memberList ?? []) as TipMember[]).map((m) => [m.userID, m.nick]));
  return (payload.userIDList ?? []).map((userID) => nicks.get(userID) || userID).join('、') || operatorOf(payload);
}

/** A profile change names its field in newGroupProfile (one field a tip, as the SDK sends them). */
function profileText(payload: GroupTipPayload, t: GroupTipTranslate, operator: string): string {
  const changed = (payload.newGroupProfile ?? {}) as Record<string, unknown>;
  if ('ownerID' in changed) return t('groupTip.newOwner', { names: namesOf(payload) });
  if ('groupName' in changed) return t('groupTip.rename', { operator, name: String(changed.groupName ?? '') });
  if ('notification' in changed) return t('groupTip.notice', { operator });
  if ('introduction' in changed) return t('groupTip.introduction', { operator });
  if ('avatar' in changed) return t('groupTip.avatar', { operator });
  if ('muteAllMembers' in changed) return t(changed.muteAllMembers ? 'groupTip.muteAllOn' : 'groupTip.muteAllOff', { operator });
  if ('joinOption' in changed) return t('groupTip.joinOption', { operator });
  return t('groupTip.profile', { operator });
}

export function groupTipText(payload: GroupTipPayload, t: GroupTipTranslate): string {
  const names = namesOf(payload);
  const operator = operatorOf(payload);
  switch (payload.operationType) {
    case TYPES.GRP_TIP_MBR_JOIN:
      // Invited by someone else (created with them, or added), or joined of their own accord.
      return (payload.userIDList ?? []).some((id) => id !== payload.operatorID) ? t('groupTip.invite', { operator, names }) : t('groupTip.join', { names });
    case TYPES.GRP_TIP_MBR_QUIT:
      return t('groupTip.quit', { names });
    case TYPES.GRP_TIP_MBR_KICKED_OUT:
      return t('groupTip.kicked', { operator, names });
    case TYPES.GRP_TIP_MBR_SET_ADMIN:
      return t('groupTip.setAdmin', { names });
    case TYPES.GRP_TIP_MBR_CANCELED_ADMIN:
      return t('groupTip.cancelAdmin', { names });
    case TYPES.GRP_TIP_GRP_PROFILE_UPDATED:
      return profileText(payload, t, operator);
    case TYPES.GRP_TIP_MBR_PROFILE_UPDATED: {
      const members = payload.memberList as TipMember[] | undefined;
      if (!members) return t('groupTip.memberProfile');
      return t(members.some((m) => (m.muteTime ?? 0) > 0) ? 'groupTip.mute' : 'groupTip.unmute', { names });
    }
    case TYPES.GRP_TIP_BAN_AVCHATROOM_MEMBER:
      return t('groupTip.mute', { names });
    case TYPES.GRP_TIP_UNBAN_AVCHATROOM_MEMBER:
      return t('groupTip.unmute', { names });
    default:
      return t('groupTip.other');
  }
}

/** A `group_create` card (the kits' creation notice): who created the group. */
export const groupCreatedText = (data: { opUser?: unknown }, sender: string, t: GroupTipTranslate): string =>
  t('groupTip.created', { name: (typeof data.opUser === 'string' && data.opUser) || sender });

/** The data of a custom message that is a `group_create` notice (shown as a tip), else null. */
export function groupCreateData(type: string, payload: unknown): { opUser?: unknown } | null {
  const data = (payload as { data?: unknown } | null)?.data;
  if (type !== 'TIMCustomElem' || typeof data !== 'string' || !data.includes('group_create')) return null;
  try {
    const parsed = JSON.parse(data) as { businessID?: unknown; opUser?: unknown } | null;
    return parsed?.businessID === 'group_create' ? parsed : null;
  } catch {
    return null;
  }
}
