import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Group, GroupMember } from '../../engine/entities';
import { groupManageMachine } from './group-manage.machine';
import { selectFrame, selectGroup } from './group-manage.connect';
import type { GroupAction, GroupManageEvent, LoadedGroup } from './group-manage.types';

const member = (userID: string, role: GroupMember['role'] = 'Member') => ({ userID, nick: '', avatar: '', role, muteUntil: 0 }) as GroupMember;
const group = (name: string) => ({ groupID: 'g1', name, type: 'Public', memberCount: 3, selfInfo: { userID: 'me', role: 'Owner' } }) as Group;

function serve({ failLoad = false } = {}) {
  const actions: GroupAction[] = [];
  let name = 'first';
  let refuse: { code: number; message: string } | null = null;
  let watcher: ((event: GroupManageEvent) => void) | null = null;
  let loads = 0;
  const machine = groupManageMachine.provide({
    actors: {
      loadGroup: fromPromise<LoadedGroup, { groupID: string }>(async () => {
        loads += 1;
        if (failLoad) throw { code: 10007, message: 'not a member' };
        return { group: group(name), members: [member('me', 'Owner'), member('u1')], offset: 100 };
      }),
      loadMembers: fromPromise(async ({ input }: { input: { groupID: string; offset: number } }) => ({ members: [member(`u${input.offset}`)], offset: 0 })),
      runAction: fromPromise<void, { groupID: string; action: GroupAction }>(async ({ input }) => {
        actions.push(input.action);
        if (refuse) throw refuse;
        if (input.action.kind === 'rename') name = input.action.name;
      }),
      watchGroup: fromCallback<GroupManageEvent, { groupID: string }>(({ sendBack }) => {
        watcher = sendBack;
        return () => (watcher = null);
      }),
    },
  });
  const actor = createActor(machine, { input: { groupID: 'g1' } }).start();
  return {
    actor,
    actions,
    loads: () => loads,
    refuseWith: (error: typeof refuse) => (refuse = error),
    push: (event: GroupManageEvent) => watcher!(event),
    watching: () => watcher !== null,
  };
}
const idle = (actor: ReturnType<typeof serve>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

describe('group manage machine', () => {
  it('loads the group and the first member page, and watches the group list', async () => {
    const { actor, watching } = serve();
    expect(selectFrame(actor.getSnapshot()).loading).toBe(true);
    await idle(actor);
    const view = selectGroup(actor.getSnapshot())!;
    expect(view.group.name).toBe('first');
    expect(view.members.map((m) => m.userID)).toEqual(['me', 'u1']);
    expect(view.hasMore).toBe(true);
    expect(view.permissions.dissolve).toBe(true);
    expect(watching()).toBe(true);
  });

  it('loads more members by offset, appending, until the offset is 0', async () => {
    const { actor } = serve();
    await idle(actor);
    actor.send({ type: 'LOAD_MORE' });
    expect(selectFrame(actor.getSnapshot()).loadingMore).toBe(true);
    await idle(actor);
    expect(selectGroup(actor.getSnapshot())!.members.map((m) => m.userID)).toEqual(['me', 'u1', 'u100']);
    expect(selectGroup(actor.getSnapshot())!.hasMore).toBe(false);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('opens one sub-view at a time and goes back; back from the manage view closes', async () => {
    const { actor, watching } = serve();
    await idle(actor);
    actor.send({ type: 'OPEN', view: { name: 'admins' } });
    actor.send({ type: 'OPEN', view: { name: 'select', purpose: 'mute' } });
    expect(selectFrame(actor.getSnapshot()).view).toEqual({ name: 'select', purpose: 'mute' });
    actor.send({ type: 'BACK' });
    expect(selectFrame(actor.getSnapshot()).view).toEqual({ name: 'admins' });
    actor.send({ type: 'BACK' });
    expect(selectFrame(actor.getSnapshot()).view).toEqual({ name: 'manage' });
    actor.send({ type: 'BACK' });
    expect(selectFrame(actor.getSnapshot()).closed).toBe(true);
    expect(watching()).toBe(false);
  });

  it('runs an action, records its outcome, reloads the group', async () => {
    const { actor, actions, loads } = serve();
    await idle(actor);
    actor.send({ type: 'ACT', action: { kind: 'rename', name: 'second' } });
    expect(selectFrame(actor.getSnapshot()).pending).toBe(true);
    await idle(actor);
    expect(actions).toEqual([{ kind: 'rename', name: 'second' }]);
    expect(actor.getSnapshot().context.outcome).toMatchObject({ action: { kind: 'rename' }, error: null });
    expect(loads()).toBe(2);
    expect(selectGroup(actor.getSnapshot())!.group.name).toBe('second');
  });

  it('a picker action goes back to the view that opened the picker', async () => {
    const { actor } = serve();
    await idle(actor);
    actor.send({ type: 'OPEN', view: { name: 'select', purpose: 'add' } });
    actor.send({ type: 'ACT', action: { kind: 'add', userIDs: ['u9'] } });
    await idle(actor);
    expect(selectFrame(actor.getSnapshot()).view).toEqual({ name: 'manage' });
  });

  it("a refusal is the outcome's error, with the server's code and message; the group is read again", async () => {
    const { actor, refuseWith, loads } = serve();
    await idle(actor);
    refuseWith({ code: 10007, message: 'only the group owner may dismiss the group' });
    actor.send({ type: 'ACT', action: { kind: 'dismiss' } });
    await idle(actor);
    expect(actor.getSnapshot().context.outcome).toMatchObject({
      action: { kind: 'dismiss' },
      error: { code: 10007, message: 'only the group owner may dismiss the group' },
    });
    expect(loads()).toBe(2);
    expect(selectFrame(actor.getSnapshot()).closed).toBe(false);
  });

  it('is done after a dismiss or quit succeeds', async () => {
    for (const kind of ['dismiss', 'quit'] as const) {
      const { actor } = serve();
      await idle(actor);
      actor.send({ type: 'ACT', action: { kind } });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().context.outcome).toMatchObject({ action: { kind }, error: null });
    }
  });

  it('takes a change during a reload, and only one change at a time', async () => {
    const { actor, push, actions } = serve();
    await idle(actor);
    push({ type: 'RELOAD' });
    actor.send({ type: 'ACT', action: { kind: 'muteAll', on: true } });
    actor.send({ type: 'ACT', action: { kind: 'muteAll', on: false } });
    await idle(actor);
    expect(actions).toEqual([{ kind: 'muteAll', on: true }]);
  });

  it("the group list's push during one's own dismiss waits for the answer", async () => {
    const { actor, push } = serve();
    await idle(actor);
    actor.send({ type: 'ACT', action: { kind: 'dismiss' } });
    push({ type: 'GONE' });
    expect(actor.getSnapshot().status).toBe('active');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.outcome).toMatchObject({ action: { kind: 'dismiss' }, error: null });
  });

  it('reloads on RELOAD from the group list, closes on GONE', async () => {
    const { actor, push, loads } = serve();
    await idle(actor);
    push({ type: 'RELOAD' });
    await idle(actor);
    expect(loads()).toBe(2);
    push({ type: 'GONE' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails when loading fails, and retries on RELOAD', async () => {
    const { actor } = serve({ failLoad: true });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('not a member');
  });
});
