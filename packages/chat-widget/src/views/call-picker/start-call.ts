// Starting a call through the host's calling service (docs/chat.md §7).
import type { CallingService } from '../../provider/options-context';

export type CallType = 1 | 2;

/** Hands a call to the host's service; its own failures are the host's to show. */
export function startCall(calling: CallingService, options: Parameters<CallingService['startCall']>[0]): void {
  Promise.resolve()
    .then(() => calling.startCall(options))
    .catch((error: unknown) => console.warn('startCall failed', error));
}
