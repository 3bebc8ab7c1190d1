import { loadContactInfo } from './contact-info';

// The selected contact's facts over a fake engine (a unit of this layer; the contact views' suites
// drive the real chat service).
const fail = () => Promise.reject(Object.assign(new Error('refused'), { code: 2800 }));

describe('loadContactInfo', () => {
  it("reads a user's profile and counts only a both-way friendship", async () => {
    const engine = {
      getUserProfile: async () => ({ data: [{ userID: 'u1', nick: '李' }] }),
      checkFriend: async () => ({ data: { successUserIDList: [{ userID: 'u1', relation: 'CheckResult_Type_AWithB' }] } }),
      searchGroupByID: fail,
    } as never;
    await expect(loadContactInfo(engine, { kind: 'user', userID: 'u1' } as never)).resolves.toEqual({
      profile: { userID: 'u1', nick: '李' },
      mutualFriend: false,
      group: null,
      missing: false,
    });
    const mutual = {
      getUserProfile: async () => ({ data: [{ userID: 'u1' }] }),
      checkFriend: async () => ({ data: { successUserIDList: [{ userID: 'u1', relation: 'CheckResult_Type_BothWay' }] } }),
    } as never;
    expect((await loadContactInfo(mutual, { kind: 'user', userID: 'u1' } as never)).mutualFriend).toBe(true);
  });

  it('counts a user or group that cannot be read as missing', async () => {
    const engine = { getUserProfile: fail, checkFriend: fail, searchGroupByID: fail } as never;
    await expect(loadContactInfo(engine, { kind: 'user', userID: 'nobody' } as never)).resolves.toMatchObject({ profile: null, missing: true });
    await expect(loadContactInfo(engine, { kind: 'group', groupID: 'g0' } as never)).resolves.toMatchObject({ group: null, missing: true });
  });

  it("reads a group's profile", async () => {
    const engine = { searchGroupByID: async () => ({ data: { group: { groupID: 'g1', name: '面试群' } } }) } as never;
    await expect(loadContactInfo(engine, { kind: 'group', groupID: 'g1' } as never)).resolves.toMatchObject({ group: { groupID: 'g1' }, missing: false });
  });
});
