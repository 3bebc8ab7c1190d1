import type { Message } from '../../engine';
import { RECEIPT_BATCH_MS, receiptBatcher } from './receipt-batch';

const message = (ID: string, conversationID: string) => ({ ID, conversationID }) as Message;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends the receipts of one window together, one call per conversation', () => {
  const calls: string[][] = [];
  const report = receiptBatcher(async (messages) => calls.push(messages.map((m) => `${m.conversationID}/${m.ID}`)));
  report(message('a', 'C2C1'));
  report(message('b', 'C2C1'));
  report(message('c', 'GROUPg'));
  expect(calls).toEqual([]);
  jest.advanceTimersByTime(RECEIPT_BATCH_MS);
  expect(calls).toEqual([['C2C1/a', 'C2C1/b'], ['GROUPg/c']]);
  report(message('d', 'C2C1'));
  jest.advanceTimersByTime(RECEIPT_BATCH_MS);
  expect(calls).toHaveLength(3);
  expect(calls[2]).toEqual(['C2C1/d']);
});

it('a failed send loses nothing else and throws nowhere', async () => {
  const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
  const report = receiptBatcher(send);
  report(message('a', 'C2C1'));
  jest.advanceTimersByTime(RECEIPT_BATCH_MS);
  await Promise.resolve();
  report(message('b', 'C2C1'));
  jest.advanceTimersByTime(RECEIPT_BATCH_MS);
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[1][0].map((m: Message) => m.ID)).toEqual(['b']);
});
