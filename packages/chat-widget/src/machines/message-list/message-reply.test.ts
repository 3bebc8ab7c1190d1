// The quote of a message as the composer and Tencent's kits write it into cloudCustomData.
import type { Message } from '../../engine';
import { messageReplyOf } from './message-reply';

const withData = (cloudCustomData: string) => ({ ID: 'm', cloudCustomData }) as Message;

it("reads messageReply's ID, sender and abstract", () => {
  const data = JSON.stringify({ messageReply: { messageID: 'q1', messageSender: '张三', messageAbstract: '[图片]', messageType: 'TIMImageElem', version: 1 } });
  expect(messageReplyOf(withData(data))).toEqual({ messageID: 'q1', sender: '张三', abstract: '[图片]', type: 'TIMImageElem' });
});

it('has none without a messageReply, or with broken JSON', () => {
  expect(messageReplyOf(withData(''))).toBeNull();
  expect(messageReplyOf(withData('{"x":1}'))).toBeNull();
  expect(messageReplyOf(withData('null'))).toBeNull();
  expect(messageReplyOf(withData('{"messageReply":'))).toBeNull();
  expect(messageReplyOf(withData('{"messageReply":{"messageAbstract":"no ID"}}'))).toBeNull();
});
