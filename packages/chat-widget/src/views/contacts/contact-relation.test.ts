import type { FriendApplication } from '../../engine/contact-entities';
import type { Group } from '../../engine/entities';
import { groupActions, remarkTooLong, userActions, userRelation } from './contact-relation';

const app = (userID: string, type: FriendApplication['type']) => ({ userID, type }) as FriendApplication;
const group = (type: Group['type'], userID: string, role: Group['selfInfo']['role'] = 'Member') => ({ type, selfInfo: { userID, role } }) as Group;

describe('contact relation', () => {
  it('ranks a received application over friendship, friendship over a sent application', () => {
    expect(userRelation('me', 'me', [], true)).toBe('self');
    expect(userRelation('u', 'me', [app('u', 'Pendency_Type_ComeIn')], false)).toBe('applicationReceived');
    expect(userRelation('u', 'me', [app('u', 'Pendency_Type_SendOut')], true)).toBe('friend');
    expect(userRelation('u', 'me', [app('u', 'Pendency_Type_SendOut')], false)).toBe('applicationSent');
    expect(userRelation('u', 'me', [app('x', 'Pendency_Type_ComeIn')], false)).toBe('stranger');
  });

  it('offers actions by relation; no send-message to non-friends in an official deployment', () => {
    expect(userActions('friend', false, true)).toEqual({
      acceptOrRefuse: false,
      deleteFriend: true,
      sendMessage: true,
      apply: false,
      remark: true,
      blacklistToggle: true,
    });
    expect(userActions('stranger', false, false)).toEqual({
      acceptOrRefuse: false,
      deleteFriend: false,
      sendMessage: true,
      apply: true,
      remark: false,
      blacklistToggle: false,
    });
    expect(userActions('stranger', false, true).sendMessage).toBe(false);
    expect(userActions('stranger', true, false)).toMatchObject({ apply: false, blacklistToggle: true });
    expect(userActions('applicationReceived', false, false)).toMatchObject({ acceptOrRefuse: true, deleteFriend: false, remark: false });
    expect(userActions('self', false, false)).toEqual({
      acceptOrRefuse: false,
      deleteFriend: false,
      sendMessage: false,
      apply: false,
      remark: false,
      blacklistToggle: false,
    });
  });

  it('the owner dissolves (not a Work group), other members quit, non-members join', () => {
    expect(groupActions(group('Public', 'me', 'Owner'))).toEqual({ dissolve: true, quit: false, enterChat: true, join: null });
    expect(groupActions(group('Private', 'me', 'Owner'))).toEqual({ dissolve: false, quit: true, enterChat: true, join: null });
    expect(groupActions(group('Public', 'me', 'Admin'))).toEqual({ dissolve: false, quit: true, enterChat: true, join: null });
    expect(groupActions(group('Public', ''))).toEqual({ dissolve: false, quit: false, enterChat: false, join: 'apply' });
    expect(groupActions(group('AVChatRoom', '')).join).toBe('live');
  });

  it('counts a remark in bytes, non-Latin-1 characters two each', () => {
    expect(remarkTooLong('a'.repeat(96))).toBe(false);
    expect(remarkTooLong('a'.repeat(97))).toBe(true);
    expect(remarkTooLong('备'.repeat(48))).toBe(false);
    expect(remarkTooLong('备'.repeat(48) + 'é')).toBe(true);
  });
});
