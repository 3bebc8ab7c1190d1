// Shows an action's outcome (stores/outcome.ts) as its toast: success or error, or none.
import { useTranslation } from 'react-i18next';
import type { ActionOutcome } from '../../stores/outcome';
import { useToast } from './toast-provider';

/** Awaits the outcome, shows its toast, and tells whether the action succeeded. */
export function useOutcomeToast(): (outcome: Promise<ActionOutcome>) => Promise<boolean> {
  const toast = useToast();
  const { t } = useTranslation('chat');
  return async (outcome) => {
    const { ok, text } = await outcome;
    if (text) (ok ? toast.success : toast.error)(t(text));
    return ok;
  };
}
