/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The optional customer-service section (docs/chat.md §2): shown first when the deployment names
// customer-service accounts (the server's CHAT_CUSTOMER_SERVICE_IDS), absent otherwise; one of
// its accounts opens in the detail with a send-message action.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { detail, openContacts, row, section } from '../../../test/views/contact-page';

let plain: LiveChat;
let configured: LiveChat;
let serviceID: string;

beforeAll(async () => {
  // Demo data is the same on every fresh server: a first one tells demo_admin's chat user ID.
  plain = await startLiveChat();
  serviceID = (await plain.credentialOf('demo_admin')).userID;
  configured = await startLiveChat({ env: { CHAT_CUSTOMER_SERVICE_IDS: serviceID } });
}, 90_000);
afterAll(async () => {
  await plain?.close();
  await configured?.close();
});

it('lists the configured accounts first, and opens one with its actions', async () => {
  const { chat } = await configured.engineFor('demo_c9');
  const { container } = await openContacts(chat);
  const trigger = await waitFor(() => section('客服号'));
  const names = screen.getAllByRole('button', { name: /^(客服号|新的联系人|黑名单|我的群聊|我的好友)/ }).map((b) => b.textContent?.replace(/\d+$/, ''));
  expect(names[0]).toBe('客服号');
  fireEvent.click(trigger);
  const [profile] = (await chat.getUserProfile({ userIDList: [serviceID] })).data;
  fireEvent.click(await row(profile?.nick || serviceID));
  await within(detail()).findByText(`用户ID：${serviceID}`);
  expect(await within(detail()).findByRole('button', { name: '发送消息' })).toBeTruthy();
  expect(await seriousViolations(container)).toEqual([]);
}, 30_000);

it('has no customer-service section when the deployment names none', async () => {
  const { chat } = await plain.engineFor('demo_c9');
  await openContacts(chat);
  await waitFor(() => section('我的好友'));
  expect(screen.queryByRole('button', { name: /^客服号/ })).toBeNull();
});
