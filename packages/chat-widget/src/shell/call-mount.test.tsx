// The widget's own calls listen for invitations only where they take calls: calls on (the
// default) and no host calling service; with calls off or a host's service, nothing listens,
// so nothing of the widget rings.
import { render } from '@testing-library/react';
import { createLocalChat } from '../engine';
import type { ChatFeatures } from '../provider/options-context';
import { ChatProvider } from './chat-provider';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
afterAll(() => chat.destroy());

function listenedEvents(props: { features?: Partial<ChatFeatures>; calling?: { startCall(): void } }): string[] {
  const spy = jest.spyOn(chat, 'addSignalingListener');
  try {
    const view = render(<ChatProvider engine={chat} {...props} />);
    view.unmount();
    return spy.mock.calls.map(([name]) => name);
  } finally {
    spy.mockRestore();
  }
}

it('listens for the five signalling events by default', () => {
  expect(listenedEvents({}).sort()).toEqual([
    'newInvitationReceived',
    'ts_invitation_cancelled',
    'ts_invitation_timeout',
    'ts_invitee_accepted',
    'ts_invitee_rejected',
  ]);
});

it('does not listen with calls off, nor when the host takes calls with its own service', () => {
  expect(listenedEvents({ features: { calls: false } })).toEqual([]);
  expect(listenedEvents({ calling: { startCall: () => undefined } })).toEqual([]);
});
