import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { FADE_MS, groupApplicationsMachine } from './group-applications.machine';
import { selectApplicationCount, selectDrawer } from './group-applications.connect';
import type { GroupApplication, GroupApplicationsEvent, HandleRequest } from './group-applications.types';

const application = (applicant: string): GroupApplication => ({
  applicant,
  applicantNick: `nick ${applicant}`,
  groupID: 'g1',
  groupName: 'G',
  applicationType: 0,
  userID: '',
  note: `hello from ${applicant}`,
  messageKey: 1,
  authentication: '',
});

/** A fake service: `pending` is what the server holds; handling removes from it unless failing. */
function serve(initial: string[]) {
  const pending = initial.map(application);
  const handled: HandleRequest[] = [];
  let fail = false;
  let reload: ((event: GroupApplicationsEvent) => void) | null = null;
  const machine = groupApplicationsMachine.provide({
    actors: {
      fetchApplications: fromPromise(async () => [...pending]),
      handleApplication: fromPromise<void, HandleRequest>(async ({ input }) => {
        handled.push(input);
        if (fail) throw new Error('10007');
        pending.splice(
          pending.findIndex((a) => a.applicant === input.application.applicant),
          1,
        );
      }),
      watchUpdates: fromCallback<GroupApplicationsEvent>(({ sendBack }) => {
        reload = sendBack;
        return () => (reload = null);
      }),
    },
  });
  const actor = createActor(machine, { input: { groupID: 'g1' } }).start();
  return { actor, pending, handled, failing: (value: boolean) => (fail = value), reload: () => reload!({ type: 'RELOAD' }) };
}
type Served = ReturnType<typeof serve>;
const loaded = ({ actor }: Served) => waitFor(actor, (s) => s.matches({ list: 'loaded' }));
const drawer = ({ actor }: Served) => selectDrawer(actor.getSnapshot());
const applicants = (served: Served) => drawer(served).applications.map((a) => a.applicant);

describe('group applications machine', () => {
  afterEach(() => jest.useRealTimers());

  it('loads the count; the drawer opens only with applications', async () => {
    const empty = serve([]);
    await loaded(empty);
    expect(selectApplicationCount(empty.actor.getSnapshot())).toBe(0);
    empty.actor.send({ type: 'OPEN' });
    expect(drawer(empty).open).toBe(false);

    const two = serve(['u1', 'u2']);
    expect(two.actor.getSnapshot().hasTag('loading')).toBe(true);
    await loaded(two);
    expect(selectApplicationCount(two.actor.getSnapshot())).toBe(2);
    two.actor.send({ type: 'OPEN' });
    expect(drawer(two)).toMatchObject({ open: true, busy: false, activeKey: null });
  });

  it('reloads on RELOAD (an application arrived)', async () => {
    const served = serve(['u1']);
    await loaded(served);
    served.pending.push(application('u2'));
    served.reload();
    await loaded(served);
    expect(applicants(served)).toEqual(['u1', 'u2']);
  });

  it('handles an item: busy, then fading for 150 ms, then removed; closes when empty', async () => {
    const served = serve(['u1', 'u2']);
    await loaded(served);
    jest.useFakeTimers();
    served.actor.send({ type: 'OPEN' });
    served.actor.send({ type: 'HANDLE', application: application('u1'), action: 'Agree' });
    expect(drawer(served)).toMatchObject({ busy: true, fading: false, activeKey: 'g1:u1' });
    await jest.advanceTimersByTimeAsync(0);
    expect(served.handled).toEqual([{ application: application('u1'), action: 'Agree' }]);
    expect(drawer(served)).toMatchObject({ fading: true, activeKey: 'g1:u1' });
    // The server's push arrives during the fade: the item stays until the fade is over.
    served.reload();
    await jest.advanceTimersByTimeAsync(0);
    expect(applicants(served)).toEqual(['u1', 'u2']);
    await jest.advanceTimersByTimeAsync(FADE_MS - 1);
    expect(applicants(served)).toEqual(['u1', 'u2']);
    await jest.advanceTimersByTimeAsync(1);
    expect(applicants(served)).toEqual(['u2']);
    expect(drawer(served)).toMatchObject({ open: true, busy: false, activeKey: null });

    served.actor.send({ type: 'HANDLE', application: application('u2'), action: 'Reject' });
    await jest.advanceTimersByTimeAsync(FADE_MS);
    expect(served.handled.at(-1)).toEqual({ application: application('u2'), action: 'Reject' });
    expect(drawer(served)).toMatchObject({ open: false, applications: [] });
  });

  it('ignores a failure silently: the item stays and can be handled again', async () => {
    const served = serve(['u1']);
    await loaded(served);
    served.actor.send({ type: 'OPEN' });
    served.failing(true);
    served.actor.send({ type: 'HANDLE', application: application('u1'), action: 'Agree' });
    await waitFor(served.actor, (s) => !s.hasTag('handling'));
    expect(drawer(served)).toMatchObject({ open: true, busy: false, activeKey: null });
    expect(applicants(served)).toEqual(['u1']);
  });

  it('ignores HANDLE while one is being handled, and closes on CLOSE', async () => {
    const served = serve(['u1', 'u2']);
    await loaded(served);
    served.actor.send({ type: 'OPEN' });
    served.actor.send({ type: 'HANDLE', application: application('u1'), action: 'Agree' });
    served.actor.send({ type: 'HANDLE', application: application('u2'), action: 'Agree' });
    await waitFor(served.actor, (s) => s.hasTag('fading'));
    expect(served.handled.map((h) => h.application.applicant)).toEqual(['u1']);
    served.actor.send({ type: 'CLOSE' });
    // Closing during the fade removes the handled item at once.
    expect(drawer(served)).toMatchObject({ open: false, activeKey: null });
    expect(applicants(served)).toEqual(['u2']);
  });

  it('closes when a reload empties the list (handled by another admin)', async () => {
    const served = serve(['u1']);
    await loaded(served);
    served.actor.send({ type: 'OPEN' });
    served.pending.length = 0;
    served.reload();
    await waitFor(served.actor, (s) => !s.hasTag('open'));
    expect(selectApplicationCount(served.actor.getSnapshot())).toBe(0);
  });
});
