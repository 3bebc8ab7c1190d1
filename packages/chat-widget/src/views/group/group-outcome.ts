// What toast an action's outcome shows (docs/chat.md §5, §8): the success texts the spec lists,
// the dissolve and quit failures with the reason, else the error's text (by its code).
import type { TFunction } from 'i18next';
import { ERROR_CODES } from '../../engine/limits';
import type { ActionOutcome } from '../../machines/group-manage';

export function outcomeToast(outcome: ActionOutcome, t: TFunction, errorText: (error: unknown) => string): { kind: 'success' | 'error'; text: string } | null {
  const { action, error } = outcome;
  if (error) {
    if (error.code === ERROR_CODES.MEMBER_NOT_IN_GROUP) return { kind: 'error', text: t('group.notInGroup') };
    if (action.kind === 'dismiss') return { kind: 'error', text: t('group.failedWith', { text: t('group.dissolveFailed'), message: errorText(error) }) };
    if (action.kind === 'quit') return { kind: 'error', text: t('group.failedWith', { text: t('group.quitFailed'), message: errorText(error) }) };
    return { kind: 'error', text: errorText(error) };
  }
  switch (action.kind) {
    case 'rename':
      return { kind: 'success', text: t('group.nameChanged') };
    case 'dismiss':
      return { kind: 'success', text: t('group.dissolved') };
    case 'quit':
      return { kind: 'success', text: t('group.quitDone') };
    case 'mute':
      return { kind: 'success', text: t(action.seconds > 0 ? 'group.muteSet' : 'group.muteCancelled') };
    default:
      return null;
  }
}
