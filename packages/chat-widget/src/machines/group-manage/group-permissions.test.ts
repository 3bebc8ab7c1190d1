import type { GroupRole, GroupType } from '../../engine/entities';
import { groupPermissions } from './group-permissions';

const TYPES: GroupType[] = ['Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community'];
const ROLES: GroupRole[] = ['Owner', 'Admin', 'Member'];

/** The expected table, written out by hand from docs/chat.md §6 and §9 (type, role → what shows). */
const EXPECTED: Record<GroupType, Record<GroupRole, string>> = {
  // editName editNotice add remove admins settings transfer dissolve quit tiles
  Private: { Owner: 'EN....T.Q3', Admin: 'EN......Q4', Member: '........Q4' },
  Public: { Owner: 'ENARMSTD.4', Admin: 'ENA..S..Q5', Member: '..A.....Q5' },
  ChatRoom: { Owner: 'ENARMSTD.4', Admin: 'ENA..S..Q5', Member: '..A.....Q5' },
  AVChatRoom: { Owner: 'ENA.MSTD.4', Admin: 'ENA..S..Q5', Member: '..A.....Q5' },
  Community: { Owner: 'ENARMSTD.4', Admin: 'ENA..S..Q5', Member: '..A.....Q5' },
};

function code(type: GroupType, role: GroupRole, memberCount: number): string {
  const p = groupPermissions(type, role, memberCount);
  const flags: [boolean, string][] = [
    [p.editName, 'E'],
    [p.editNotice, 'N'],
    [p.addMembers, 'A'],
    [p.removeMembers, 'R'],
    [p.manageAdmins, 'M'],
    [p.adminSettings, 'S'],
    [p.transfer, 'T'],
    [p.dissolve, 'D'],
    [p.quit, 'Q'],
  ];
  return flags.map(([on, letter]) => (on ? letter : '.')).join('') + String(p.previewTiles);
}

describe('group permissions (5 types × 3 roles)', () => {
  for (const type of TYPES) {
    for (const role of ROLES) {
      it(`${type} ${role}`, () => expect(code(type, role, 5)).toBe(EXPECTED[type][role]));
    }
  }

  it('transfer needs more than one member', () => {
    for (const type of TYPES) {
      expect(groupPermissions(type, 'Owner', 1).transfer).toBe(false);
      expect(groupPermissions(type, 'Owner', 2).transfer).toBe(true);
    }
  });
});
