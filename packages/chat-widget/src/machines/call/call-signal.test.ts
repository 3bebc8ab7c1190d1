import type { Message } from '../../engine/message';
import { countsAsNew, mergeMessages } from '../message-list/message-list.logic';
import { callSignalData, callSignalOf } from './call-signal';

const custom = (data: string, extra: Partial<Message> = {}) =>
  ({ ID: 'm1', type: 'TIMCustomElem', flow: 'in', sequence: 1, time: 1, payload: { data, description: '', extension: '' }, ...extra }) as Message;

describe('call signals', () => {
  it('read back what was written, and null for other messages', () => {
    const offer = { inviteID: 'i1', kind: 'offer' as const, sdp: 'v=0' };
    expect(callSignalOf(custom(callSignalData(offer)))).toEqual(offer);
    const candidate = { inviteID: 'i1', kind: 'candidate' as const, candidate: { candidate: 'c', sdpMid: '0' } };
    expect(callSignalOf(custom(callSignalData(candidate)))).toEqual(candidate);
    expect(callSignalOf(custom('{"businessID":"webrtc_signal","inviteID":"i1","kind":"dance"}'))).toBeNull();
    expect(callSignalOf(custom('{"businessID":"user_typing_status"}'))).toBeNull();
    expect(callSignalOf(custom('not json'))).toBeNull();
    expect(callSignalOf({ type: 'TIMTextElem', payload: { text: 'hi' } } as Message)).toBeNull();
  });

  it('are no bubbles and no new messages in a message list', () => {
    const signal = custom(callSignalData({ inviteID: 'i1', kind: 'bye' }), { ID: 's' });
    const text = { ID: 't', type: 'TIMTextElem', flow: 'in', sequence: 2, time: 2, payload: { text: 'hi' } } as Message;
    expect(mergeMessages([], [signal, text]).map((m) => m.ID)).toEqual(['t']);
    expect(countsAsNew(signal)).toBe(false);
    expect(countsAsNew(text)).toBe(true);
  });
});
