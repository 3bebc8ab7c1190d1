// Sends while the network goes (issue 31, item 12), against the fake service: the browser's
// offline event fails the send on its way at once (status fail, 2800), a send made offline fails
// at once, and once the network is back the failed ones go when resent (the user's confirm),
// each stored once. A server that goes away keeps them waiting instead (reconnect.test.ts).
import { ERROR_CODES } from '@employment-cloud/chat-protocol';
import { EVENT, TYPES } from '../constants';
import { dataOf, Harness, waitFor } from '../../../test/harness';
import type { NetworkWatch } from './network-watch';

function switchableNetwork() {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  const watch: NetworkWatch = {
    isOnline: () => online,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return { watch, set: (value: boolean) => ((online = value), listeners.forEach((listener) => listener(value))) };
}

let h: Harness;
beforeEach(async () => (h = await Harness.start()));
afterEach(() => h.stop());

it('fails the send on its way and new ones at once when the browser goes offline; resent once back, each stored once', async () => {
  const network = switchableNetwork();
  const { chat, events } = await h.login('alice', { network: network.watch });
  let swallowed = false;
  h.server.intercept = (method) => (method === 'sendMessage' && !swallowed ? ((swallowed = true), 'swallow') : undefined);
  const make = (text: string) => chat.createTextMessage({ to: 'bob', conversationType: TYPES.CONV_C2C, payload: { text } });
  const first = make('on its way');
  const sending = chat.sendMessage(first);
  await waitFor(() => swallowed, 3000, 'the send to reach the server');

  const before = Date.now();
  network.set(false);
  await expect(sending).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
  expect(first.status).toBe('fail');
  const second = make('written offline');
  await expect(chat.sendMessage(second)).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
  expect(second.status).toBe('fail');
  expect(Date.now() - before).toBeLessThan(1000); // not the 60 s sendTimeout
  expect(dataOf(events, EVENT.NET_STATE_CHANGE).map((d) => d.state)).toContain('disconnected');

  network.set(true);
  await waitFor(() => dataOf(events, EVENT.NET_STATE_CHANGE).at(-1)?.state === 'connected', 3000, 'the reconnect');
  await chat.resendMessage(first);
  await chat.resendMessage(second);
  expect([first.status, second.status]).toEqual(['success', 'success']);
  const stored = h.server.data.messages.filter((m) => m.from === 'alice');
  expect(stored.map((m) => m.payload.text)).toEqual(['on its way', 'written offline']);
});
