import { createActor } from 'xstate';
import { EVENT } from '../../engine/constants';
import { typingStatusData } from './typing-status';
import { typingMachineFor, watchPeerTyping, type TypingEngine } from './typing.effects';

// The typing effects over a fake engine (a unit of this layer; the composer's suites drive the
// real chat service): what goes out, and what the peer's messages come to.
type Handler = (event: { data: unknown }) => void;

function fakeEngine() {
  const handlers = new Set<Handler>();
  const sent: { to: string; data: unknown; options: unknown }[] = [];
  const engine = {
    createCustomMessage: ({ to, payload }: { to: string; payload: { data: string } }) => ({ to, data: JSON.parse(payload.data) as unknown }),
    sendMessage: async (message: { to: string; data: unknown }, options: unknown) => void sent.push({ ...message, options }),
    on: (name: string, handler: Handler) => name === EVENT.MESSAGE_RECEIVED && handlers.add(handler),
    off: (_name: string, handler: Handler) => handlers.delete(handler),
  } as unknown as TypingEngine;
  return { engine, sent, handlers, receive: (data: unknown[]) => handlers.forEach((handler) => handler({ data })) };
}

const statusMessage = (conversationID: string, typingStatus: 0 | 1, flow = 'in') => ({
  conversationID,
  flow,
  type: 'TIMCustomElem',
  payload: { data: JSON.stringify(typingStatusData(typingStatus)) },
});

describe('typingMachineFor', () => {
  it("sends 1 on typing and 0 after to the conversation's peer, to online users only", async () => {
    const fake = fakeEngine();
    const actor = createActor(typingMachineFor(fake.engine, 'C2Cpeer'), { input: { oneToOne: true } }).start();
    actor.send({ type: 'focus' });
    actor.send({ type: 'change', text: '你' });
    actor.send({ type: 'blur' });
    await Promise.resolve();
    expect(fake.sent).toEqual([
      { to: 'peer', data: typingStatusData(1), options: { onlineUserOnly: true } },
      { to: 'peer', data: typingStatusData(0), options: { onlineUserOnly: true } },
    ]);
  });
});

describe('watchPeerTyping', () => {
  it("passes on the peer's statuses in this conversation, and a real message of theirs as 0", () => {
    const fake = fakeEngine();
    const send = jest.fn();
    const stop = watchPeerTyping(fake.engine, 'C2Cpeer', send);
    fake.receive([statusMessage('C2Cpeer', 1), statusMessage('C2Cother', 1), statusMessage('C2Cpeer', 1, 'out')]);
    fake.receive([{ conversationID: 'C2Cpeer', flow: 'in', type: 'TIMTextElem', payload: { text: 'hi' } }]);
    expect(send.mock.calls).toEqual([[{ type: 'status', typingStatus: 1 }], [{ type: 'status', typingStatus: 0 }]]);
    stop();
    expect(fake.handlers.size).toBe(0);
  });
});
