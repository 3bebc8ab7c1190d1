import { DEFAULT_ADD_SOURCE } from '../../engine/limits';
import { contactActions, type ContactActionsEngine } from './contact-actions';

// The contact actions' outcomes over a fake engine (a unit of this layer; the views' suites drive
// the real chat service): what each call asks the engine and which toast it answers with.
function fakeEngine(failing: Set<keyof ContactActionsEngine> = new Set(), answers: { addCode?: number; joinStatus?: string } = {}) {
  const calls: [string, unknown][] = [];
  const method =
    (name: keyof ContactActionsEngine, data: unknown = {}) =>
    async (arg: unknown) => {
      calls.push([name, arg]);
      if (failing.has(name)) throw Object.assign(new Error(`${name} refused`), { code: 30001 });
      return { code: 0, data };
    };
  const engine = {
    acceptFriendApplication: method('acceptFriendApplication'),
    refuseFriendApplication: method('refuseFriendApplication'),
    deleteFriend: method('deleteFriend'),
    addFriend: method('addFriend', { code: answers.addCode ?? 30539 }),
    updateFriend: method('updateFriend'),
    addToBlacklist: method('addToBlacklist'),
    removeFromBlacklist: method('removeFromBlacklist'),
    dismissGroup: method('dismissGroup'),
    quitGroup: method('quitGroup'),
    joinGroup: method('joinGroup', { status: answers.joinStatus ?? 'JoinedSuccess' }),
  } as unknown as ContactActionsEngine;
  return { engine, calls };
}

describe('contactActions', () => {
  it('accepts an application as "agree and add", with its success text', async () => {
    const { engine, calls } = fakeEngine();
    await expect(contactActions(engine).accept('u1')).resolves.toEqual({ ok: true, text: 'contact.accepted' });
    expect(calls).toEqual([['acceptFriendApplication', { userID: 'u1', type: 'Response_Action_AgreeAndAdd' }]]);
  });

  it("answers each refusal with the action's failure text", async () => {
    const all = new Set<keyof ContactActionsEngine>([
      'acceptFriendApplication',
      'refuseFriendApplication',
      'deleteFriend',
      'updateFriend',
      'addToBlacklist',
      'removeFromBlacklist',
      'dismissGroup',
      'quitGroup',
      'addFriend',
      'joinGroup',
    ]);
    const actions = contactActions(fakeEngine(all).engine);
    const outcomes = await Promise.all([
      actions.accept('u'),
      actions.refuse('u'),
      actions.deleteFriend('u'),
      actions.saveRemark('u', 'r'),
      actions.setBlacklisted('u', true),
      actions.setBlacklisted('u', false),
      actions.dissolve('g'),
      actions.quit('g'),
      actions.apply('u', 'w', 'r'),
      actions.join('g', 'Public', 'm'),
    ]);
    expect(outcomes).toEqual(
      [
        'contact.acceptFailed',
        'contact.refuseFailed',
        'contact.deleteFailed',
        'contact.remarkFailed',
        'contact.blacklistAddFailed',
        'contact.blacklistRemoveFailed',
        'contact.dissolveFailed',
        'contact.quitFailed',
        'contact.applyFailed',
        'contact.joinFailed',
      ].map((text) => ({ ok: false, text })),
    );
  });

  it('applies with the default source; friends at once when the answer code is 0', async () => {
    const pending = fakeEngine();
    await expect(contactActions(pending.engine).apply('u2', '你好', '王经理')).resolves.toEqual({ ok: true, text: 'contact.applied' });
    expect(pending.calls).toEqual([['addFriend', { to: 'u2', source: DEFAULT_ADD_SOURCE, wording: '你好', remark: '王经理', type: 'Add_Type_Both' }]]);
    const open = fakeEngine(new Set(), { addCode: 0 });
    await expect(contactActions(open.engine).apply('u2', '', '')).resolves.toEqual({ ok: true, text: 'contact.accepted' });
  });

  it('blacklists and unblacklists without a success toast', async () => {
    const { engine, calls } = fakeEngine();
    const actions = contactActions(engine);
    await expect(actions.setBlacklisted('u3', true)).resolves.toEqual({ ok: true, text: null });
    await expect(actions.setBlacklisted('u3', false)).resolves.toEqual({ ok: true, text: null });
    expect(calls).toEqual([
      ['addToBlacklist', { userIDList: ['u3'] }],
      ['removeFromBlacklist', { userIDList: ['u3'] }],
    ]);
  });

  it.each([
    ['WaitAdminApproval', 'contact.joinWaiting'],
    ['JoinedSuccess', 'contact.joined'],
    ['AlreadyInGroup', 'contact.alreadyMember'],
  ])('tells a join answered %s with %s', async (joinStatus, text) => {
    const { engine, calls } = fakeEngine(new Set(), { joinStatus });
    await expect(contactActions(engine).join('g1', 'Public', '请通过')).resolves.toEqual({ ok: true, text });
    expect(calls).toEqual([['joinGroup', { groupID: 'g1', applyMessage: '请通过', type: 'Public' }]]);
  });
});
