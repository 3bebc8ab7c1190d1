import { createActor, fromPromise, waitFor } from 'xstate';
import { friendSelectMachine } from './friend-select.machine';
import { selectFriendSelect } from './friend-select.connect';
import type { FriendOption, FriendSelectMode } from './friend-select.types';

const option = (userID: string, name = `nick ${userID}`): FriendOption => ({ userID, name, avatar: '' });
const FRIENDS = [option('f1', 'remark f1'), option('f2')];
const USERS: Record<string, FriendOption> = { u9: option('u9'), f1: option('f1', 'nick f1') };

function serve(mode: FriendSelectMode) {
  const searched: string[] = [];
  const machine = friendSelectMachine.provide({
    actors: {
      loadFriends: fromPromise(async () => FRIENDS),
      findUser: fromPromise(async ({ input }: { input: { userID: string } }) => {
        searched.push(input.userID);
        return USERS[input.userID] ? [USERS[input.userID]!] : [];
      }),
    },
  });
  const actor = createActor(machine, { input: { mode } });
  const notFound: string[] = [];
  actor.on('notFound', (event) => notFound.push(event.type));
  actor.start();
  return { actor, searched, notFound };
}
type Actor = ReturnType<typeof serve>['actor'];
const view = (actor: Actor) => selectFriendSelect(actor.getSnapshot());
const settled = (actor: Actor) => waitFor(actor, (s) => s.context.loaded && !s.hasTag('searching'));

describe('friend select machine', () => {
  it('shows the friends once loaded', async () => {
    const { actor } = serve('multi');
    expect(view(actor).loading).toBe(true);
    await settled(actor);
    expect(view(actor)).toEqual({ options: FRIENDS, selected: [], loading: false, searching: false, empty: null });
  });

  it('single mode keeps one choice; multi toggles', async () => {
    const single = serve('single').actor;
    single.send({ type: 'TOGGLE', userID: 'f1' });
    single.send({ type: 'TOGGLE', userID: 'f2' });
    expect(view(single).selected).toEqual(['f2']);
    const multi = serve('multi').actor;
    multi.send({ type: 'TOGGLE', userID: 'f1' });
    multi.send({ type: 'TOGGLE', userID: 'f2' });
    multi.send({ type: 'TOGGLE', userID: 'f1' });
    expect(view(multi).selected).toEqual(['f2']);
  });

  it('a search by ID shows the user (a friend as in the list), an unknown one nothing and notFound; empty restores the friends', async () => {
    const { actor, searched, notFound } = serve('multi');
    await settled(actor);
    actor.send({ type: 'SEARCH', userID: ' u9 ' });
    await settled(actor);
    expect(view(actor).options).toEqual([USERS.u9]);
    actor.send({ type: 'TOGGLE', userID: 'u9' });
    actor.send({ type: 'SEARCH', userID: 'f1' });
    await settled(actor);
    expect(view(actor).options).toEqual([FRIENDS[0]]);
    actor.send({ type: 'SEARCH', userID: 'nobody' });
    await settled(actor);
    expect(view(actor).options).toEqual([]);
    expect(notFound).toEqual(['notFound']);
    // Nobody has that ID: the list says so (not 暂无好友).
    expect(view(actor).empty).toBe('notFound');
    actor.send({ type: 'SEARCH', userID: '  ' });
    expect(view(actor).options).toEqual(FRIENDS);
    actor.send({ type: 'SEARCH', userID: 'u9' });
    actor.send({ type: 'CLEAR' });
    expect(view(actor).options).toEqual(FRIENDS);
    expect(searched).toEqual(['u9', 'f1', 'nobody', 'u9']);
    expect(view(actor).empty).toBeNull();
    expect(view(actor).selected).toEqual(['u9']); // choices survive searches
  });
});
