import { PARAMS } from './frames';
import { newGroupID } from './methods/groups';
import { withinRevokeLimit } from './methods/revoke-delete';

describe('method params', () => {
  it('clamps page sizes to the SDK limits and fills in defaults', () => {
    expect(PARAMS.getMessageList.parse({ conversationID: 'C2Cec_1', count: 100 }).count).toBe(15);
    expect(PARAMS.getMessageList.parse({ conversationID: 'C2Cec_1' }).count).toBe(15);
    expect(PARAMS.sync.parse({ cursor: 0, count: 1000 }).count).toBe(200);
    expect(PARAMS.getGroupMemberList.parse({ groupID: 'g', count: 500 })).toEqual({ groupID: 'g', count: 100, offset: 0 });
    expect(PARAMS.getGroupMessageReadMemberList.parse({ ID: 'm', filter: 1 })).toEqual({ ID: 'm', filter: 1, cursor: '', count: 100 });
    expect(PARAMS.getMessageList.safeParse({ conversationID: 'C2Cec_1', count: 0 }).success).toBe(false);
    expect(PARAMS.getGroupMessageReadMemberList.safeParse({ ID: 'm', filter: 2 }).success).toBe(false);
  });

  it('accepts group names of 2-20 Chinese characters, letters, digits and underscores only', () => {
    const ok = (name: string) => PARAMS.createGroup.safeParse({ name, type: 'Public' }).success;
    expect(['ab', '招聘群', 'Team_2024', '一二三四五六七八九十一二三四五六七八九十'].every(ok)).toBe(true);
    expect(['a', '招', 'x'.repeat(21), 'a b', 'a-b', 'ｆｕｌｌ', '😀😀', ''].some(ok)).toBe(false);
  });

  it('fills in the message defaults', () => {
    const { message, onlineUserOnly } = PARAMS.sendMessage.parse({
      message: { ID: 'm', conversationType: 'C2C', to: 'ec_2', type: 'TIMTextElem', payload: { text: 'x' } },
    });
    expect(onlineUserOnly).toBe(false);
    expect(message).toMatchObject({ cloudCustomData: '', atUserList: [], needReadReceipt: false, priority: 'Normal' });
  });
});

describe('group IDs and the revoke window', () => {
  it('makes SDK-style group IDs, with @TGS#_ for communities', () => {
    expect(newGroupID('Public')).toMatch(/^@TGS#[0-9A-F]{10}$/);
    expect(newGroupID('Community')).toMatch(/^@TGS#_[0-9A-F]{10}$/);
    expect(newGroupID('Public')).not.toBe(newGroupID('Public'));
  });

  it('allows revoking up to the limit and not after', () => {
    expect(withinRevokeLimit(0, 120_000, 120)).toBe(true);
    expect(withinRevokeLimit(0, 120_001, 120)).toBe(false);
    expect(withinRevokeLimit(1000, 500, 120)).toBe(true);
  });
});
