// The widget in a React 18 host (this workspace pins react 18.3.1; jest maps every react import
// to it): it renders, lists the demo conversations and shows an incoming message live.
import { act, render, screen, waitFor } from '@testing-library/react';
import { version } from 'react';
import { TYPES } from '@employment-cloud/chat-widget';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { HostApp } from './app';

let live: LiveChat;

beforeAll(async () => {
  live = await startLiveChat();
}, 60_000);
afterAll(() => live?.close());

describe('the widget on React 18', () => {
  it('runs on React 18', () => {
    expect(version).toMatch(/^18\./);
  });

  it('renders the shell with the conversation list and receives a message', async () => {
    const hr = await live.engineFor('demo_hr');
    const c1 = await live.engineFor('demo_c1');
    const view = render(<HostApp engine={hr.chat} />);
    expect(screen.getByText('Recruiting portal')).toBeTruthy();
    const text = `来自 React 18 的问候 ${Date.now()}`;
    await act(async () => {
      await c1.chat.sendMessage(c1.chat.createTextMessage({ to: hr.userID, conversationType: TYPES.CONV_C2C, payload: { text } }));
    });
    await waitFor(() => expect(view.container.textContent).toContain(text), { timeout: 10_000 });
    view.unmount();
  });
});
