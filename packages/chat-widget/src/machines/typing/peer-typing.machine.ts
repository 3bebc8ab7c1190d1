// The peer's typing status as received: 'Typing...' replaces the name until the peer stops, or
// until no status arrived for a while (a lost "stopped" must not leave it on forever).
import { setup } from 'xstate';

/** Tencent's kits resend the status while typing; without news for this long the peer stopped. */
export const PEER_TYPING_TIMEOUT_MS = 5000;

/** What the peer said: 1 typing, 0 not (or a real message). */
export type PeerTypingEvent = { type: 'status'; typingStatus: 0 | 1 };

export const peerTypingMachine = setup({
  types: { events: {} as PeerTypingEvent },
  guards: { typing: ({ event }) => event.typingStatus === 1 },
  delays: { timeout: PEER_TYPING_TIMEOUT_MS },
}).createMachine({
  id: 'peerTyping',
  initial: 'idle',
  states: {
    idle: { on: { status: { guard: 'typing', target: 'typing' } } },
    typing: {
      tags: ['typing'],
      after: { timeout: 'idle' },
      on: { status: [{ guard: 'typing', target: 'typing', reenter: true }, { target: 'idle' }] },
    },
  },
});
