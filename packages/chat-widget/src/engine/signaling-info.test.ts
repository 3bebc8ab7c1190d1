import type { Message } from './message';
import { signalingInfoOf } from './signaling-info';

const custom = (data: string) => ({ type: 'TIMCustomElem', payload: { data, description: '', extension: '' } }) as unknown as Message;

describe('signalingInfoOf', () => {
  // What the SDK writes (and the local chat service after it): businessID 1 and the invitation.
  const record = { businessID: 1, inviteID: 'i-1', inviter: 'alice', actionType: 3, inviteeList: ['bob'], data: '{"call_type":1}', timeout: 30, groupID: '' };

  it("reads a record of either engine's format", () => {
    expect(signalingInfoOf(custom(JSON.stringify(record)))).toEqual({
      inviteID: 'i-1',
      groupID: '',
      inviter: 'alice',
      inviteeList: ['bob'],
      data: '{"call_type":1}',
      actionType: 3,
      timeout: 30,
    });
    // The SDK's records may leave groupID out of one-to-one invitations.
    const { groupID: _groupID, ...noGroup } = record;
    expect(signalingInfoOf(custom(JSON.stringify({ ...noGroup, businessID: '1' })))).toMatchObject({ groupID: '', actionType: 3 });
  });

  it('is null for any other message', () => {
    expect(signalingInfoOf({ type: 'TIMTextElem', payload: { text: JSON.stringify(record) } } as unknown as Message)).toBeNull();
    expect(signalingInfoOf(custom('not json'))).toBeNull();
    expect(signalingInfoOf(custom(JSON.stringify({ ...record, businessID: 'user_typing_status' })))).toBeNull();
    expect(signalingInfoOf(custom(JSON.stringify({ ...record, businessID: 'webrtc_signal' })))).toBeNull();
    expect(signalingInfoOf(custom(JSON.stringify({ ...record, inviteID: '' })))).toBeNull();
    expect(signalingInfoOf(custom(JSON.stringify({ ...record, actionType: 9 })))).toBeNull();
    expect(signalingInfoOf(custom('null'))).toBeNull();
  });
});
