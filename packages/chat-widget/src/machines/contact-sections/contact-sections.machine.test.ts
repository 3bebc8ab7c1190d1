import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Friend, FriendApplication } from '../../engine/contact-entities';
import type { Group, Profile } from '../../engine/entities';
import { contactSectionsMachine, EMPTY_LISTS, SEARCH_STATE_DEBOUNCE_MS } from './contact-sections.machine';
import { selectSearch, selectSections } from './contact-sections.connect';
import type { ContactLists, ContactSearchResults, ContactSectionsEvent } from './contact-sections.types';

const profile = (userID: string) => ({ userID, nick: `nick ${userID}`, avatar: '' }) as Profile;
const friend = (userID: string) => ({ userID, remark: '', profile: profile(userID) }) as Friend;
const group = (groupID: string) => ({ groupID, name: `group ${groupID}`, type: 'Public' }) as Group;
const application = (userID: string) => ({ userID, nick: '', avatar: '', wording: 'hi', type: 'Pendency_Type_ComeIn' }) as FriendApplication;

const LISTS: ContactLists = {
  customerService: [],
  applications: [application('a1'), application('a2')],
  unreadCount: 2,
  blacklist: [profile('b1')],
  groups: [group('g1')],
  friends: [friend('f1'), friend('f2'), friend('f3')],
};

function serve(lists: ContactLists = LISTS, found: Record<string, ContactSearchResults> = {}) {
  const calls = { markRead: 0, searches: [] as string[] };
  let push: ((event: ContactSectionsEvent) => void) | null = null;
  const machine = contactSectionsMachine.provide({
    actors: {
      loadLists: fromPromise(async () => lists),
      watchLists: fromCallback<ContactSectionsEvent>(({ sendBack }) => {
        push = sendBack;
        return () => (push = null);
      }),
      markRead: fromPromise<void>(async () => {
        calls.markRead += 1;
      }),
      searchByID: fromPromise(async ({ input }: { input: { id: string } }) => {
        calls.searches.push(input.id);
        return found[input.id] ?? { users: [], groups: [] };
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, push: (event: ContactSectionsEvent) => push!(event) };
}
type Actor = ReturnType<typeof serve>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches({ lists: 'ready' }));
const searched = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('searching') && s.context.results !== null);

describe('contact sections machine', () => {
  it('loads the lists; sections with counts, customer service only when there are accounts', async () => {
    const { actor } = serve();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await ready(actor);
    expect(selectSections(actor.getSnapshot())).toEqual([
      { id: 'newContacts', count: 2 },
      { id: 'blacklist', count: 1 },
      { id: 'groups', count: 1 },
      { id: 'friends', count: 3 },
    ]);
    const withService = serve({ ...LISTS, customerService: [profile('cs1')] });
    await ready(withService.actor);
    expect(selectSections(withService.actor.getSnapshot())[0]).toEqual({ id: 'customerService', count: 1 });
  });

  it('opens one section at a time; clicking the open one collapses it and clears the selection', async () => {
    const { actor } = serve();
    await ready(actor);
    actor.send({ type: 'TOGGLE', section: 'friends' });
    actor.send({ type: 'SELECT', contact: { kind: 'user', userID: 'f1', nick: '', avatar: '' } });
    actor.send({ type: 'TOGGLE', section: 'groups' });
    expect(actor.getSnapshot().context).toMatchObject({ open: 'groups', selected: { userID: 'f1' } });
    actor.send({ type: 'TOGGLE', section: 'groups' });
    expect(actor.getSnapshot().context).toMatchObject({ open: null, selected: null });
  });

  it('opening new contacts marks the applications read (only that section)', async () => {
    const { actor, calls } = serve();
    await ready(actor);
    actor.send({ type: 'TOGGLE', section: 'friends' });
    expect(calls.markRead).toBe(0);
    actor.send({ type: 'TOGGLE', section: 'newContacts' });
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
    await waitFor(actor, () => calls.markRead === 1);
  });

  it('accepting switches to friends, blacklisting to blacklist', async () => {
    const { actor } = serve();
    await ready(actor);
    actor.send({ type: 'TOGGLE', section: 'newContacts' });
    actor.send({ type: 'ACCEPTED' });
    expect(actor.getSnapshot().context.open).toBe('friends');
    actor.send({ type: 'BLACKLISTED' });
    expect(actor.getSnapshot().context.open).toBe('blacklist');
  });

  it('pushed lists replace their own list only', async () => {
    const { actor, push } = serve();
    await ready(actor);
    push({ type: 'LISTS', lists: { friends: [friend('f9')] } });
    push({ type: 'LISTS', lists: { applications: [], unreadCount: 0 } });
    expect(actor.getSnapshot().context).toMatchObject({ friends: [friend('f9')], applications: [], unreadCount: 0, groups: LISTS.groups });
  });

  it('searches users and groups by the same trimmed ID; an empty ID does nothing', async () => {
    const found = { u1: { users: [profile('u1')], groups: [group('u1')] } };
    const { actor, calls } = serve(EMPTY_LISTS, found);
    await ready(actor);
    actor.send({ type: 'SEARCH', id: 'u1' }); // not open yet
    actor.send({ type: 'SEARCH_OPEN' });
    actor.send({ type: 'SEARCH', id: '   ' });
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
    actor.send({ type: 'SEARCH', id: ' u1 ' });
    await searched(actor);
    expect(calls.searches).toEqual(['u1']);
    expect(selectSearch(actor.getSnapshot())).toEqual({ open: true, searching: false, results: found.u1 });
    actor.send({ type: 'SEARCH', id: 'nobody' });
    await waitFor(actor, (s) => s.context.results?.users.length === 0);
    expect(selectSearch(actor.getSnapshot()).results).toEqual({ users: [], groups: [] });
  });

  describe('closing and reopening the search', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('closes 200 ms after SEARCH_CLOSE, and opening it again clears the previous results', async () => {
      const { actor } = serve(EMPTY_LISTS, { u1: { users: [profile('u1')], groups: [] } });
      await jest.runAllTimersAsync();
      actor.send({ type: 'SEARCH_OPEN' });
      actor.send({ type: 'SEARCH', id: 'u1' });
      await jest.runAllTimersAsync();
      actor.send({ type: 'SEARCH_CLOSE' });
      jest.advanceTimersByTime(SEARCH_STATE_DEBOUNCE_MS - 1);
      expect(selectSearch(actor.getSnapshot()).open).toBe(true); // a click on a result still lands
      expect(actor.getSnapshot().context.results?.users).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(selectSearch(actor.getSnapshot())).toEqual({ open: false, searching: false, results: null });
      actor.send({ type: 'SEARCH_OPEN' });
      expect(selectSearch(actor.getSnapshot())).toEqual({ open: true, searching: false, results: null });
    });
  });
});
