// Resend of a failed message after the user confirms (never for risky messages).
import { useCallback } from 'react';
import type { Message } from '../../engine/message';

export function useResend(): (message: Message) => void {
  return useCallback((_message: Message) => {
    // Filled in with the resend confirm dialog.
  }, []);
}
