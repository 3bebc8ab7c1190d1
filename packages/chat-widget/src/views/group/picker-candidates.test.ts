import type { GroupMember } from '../../engine/entities';
import { isMulti, pickCandidates } from './picker-candidates';

const m = (userID: string, role: GroupMember['role']) => ({ userID, role, nick: '', avatar: '', muteUntil: 0 }) as GroupMember;
const members = [m('me', 'Owner'), m('a1', 'Admin'), m('u1', 'Member'), m('u2', 'Member')];
const ids = (list: { userID: string }[]) => list.map((c) => c.userID);

describe('member picker candidates', () => {
  it('leaves out the current user, and the owner where they cannot be acted on', () => {
    expect(ids(pickCandidates('remove', members, 'me'))).toEqual(['a1', 'u1', 'u2']);
    expect(ids(pickCandidates('mute', members, 'me'))).toEqual(['a1', 'u1', 'u2']);
    expect(ids(pickCandidates('mute', members, 'a1'))).toEqual(['u1', 'u2']); // an admin mutes members only
    expect(ids(pickCandidates('admin', members, 'me'))).toEqual(['u1', 'u2']);
    expect(ids(pickCandidates('transfer', members, 'me'))).toEqual(['a1', 'u1', 'u2']);
    expect(pickCandidates('add', members, 'me')).toEqual([]);
  });

  it('is multi-select for add and remove only', () => {
    expect((['add', 'remove', 'admin', 'transfer', 'mute'] as const).map(isMulti)).toEqual([true, true, false, false, false]);
  });
});
