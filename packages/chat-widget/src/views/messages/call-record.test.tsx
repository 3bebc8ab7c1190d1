// Call records in the conversation (issue 21): the signalling messages a call leaves, in the
// kits' format (businessID 1, the call's own JSON in `data`), read with the engine's
// getSignalingInfo and shown as the call's type and step; clicking one calls back with its type.
import { fireEvent, render, screen } from '@testing-library/react';
import { createLocalChat, type Message } from '../../engine';
import { callDataString } from '../../machines/call/call-data';
import { ChatProvider } from '../../shell/chat-provider';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { BubbleContent } from './bubble-content';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
afterAll(() => chat.destroy());

function signalling(actionType: number, callData: string): Message {
  const data = JSON.stringify({ businessID: 1, inviteID: 'inv-1', inviter: 'hr', actionType, inviteeList: ['bob'], data: callData, timeout: 30, groupID: '' });
  return { ...chat.createCustomMessage({ to: 'bob', conversationType: 'C2C', payload: { data, description: '', extension: '' } }), flow: 'in' } as Message;
}

const show = (message: Message, calls = true) =>
  render(
    <ChatProvider engine={chat} features={{ calls }}>
      <BubbleContent message={message} mobileWidth={null} />
    </ChatProvider>,
  ).container;

const video = callDataString({ callType: 2, roomID: 7 });
const voice = callDataString({ callType: 1, roomID: 7 });

it.each([
  ['started', '视频通话 · 发起通话', 1, video],
  ['cancelled', '语音通话 · 已取消', 2, voice],
  ['accepted', '视频通话 · 已接听', 3, video],
  ['declined', '语音通话 · 已拒绝', 4, voice],
  ['busy', '语音通话 · 对方忙线', 4, callDataString({ callType: 1, roomID: 7, lineBusy: true })],
  ['missed', '视频通话 · 无应答', 5, video],
  ['ended', '视频通话 · 通话时长 01:15', 1, callDataString({ callType: 2, roomID: 7, callEnd: 75 })],
])('%s reads %s', async (kind, text, actionType, callData) => {
  const container = show(signalling(actionType, callData));
  const record = container.querySelector(`[data-call-record="${kind}"]`);
  expect(record?.textContent).toBe(text);
});

it('a click calls back with the same type; with calls off it is plain text', async () => {
  const requests: unknown[] = [];
  const off = widgetRequestsOf(chat).on('call', (request) => requests.push(request));
  show(signalling(1, video));
  fireEvent.click(screen.getByRole('button', { name: '视频通话 · 发起通话' }));
  off();
  expect(requests).toEqual([{ conversationID: 'C2Cbob', type: 2 }]);
  const plain = show(signalling(1, voice), false);
  expect(plain.querySelector('[data-call-record="started"]')?.tagName).toBe('SPAN');
});

it('signalling that is not a call is a custom message like any other', () => {
  const container = show(signalling(1, JSON.stringify({ businessID: 'meeting' })));
  expect(container.querySelector('[data-call-record]')).toBeNull();
  expect(container.textContent).toBe('[自定义消息]');
});
