// The friend selection bound to an engine, and the dialog's slice of a snapshot.
import type { SnapshotFrom } from 'xstate';
import { fromPromise } from 'xstate';
import type { ChatEngine } from '../../engine/chat-engine';
import type { Profile } from '../../engine/entities';
import { friendSelectMachine } from './friend-select.machine';
import type { FriendOption } from './friend-select.types';

const optionOf = (profile: Profile, remark = ''): FriendOption => ({
  userID: profile.userID,
  name: remark || profile.nick || profile.userID,
  avatar: profile.avatar,
});

export function friendSelectMachineFor(engine: ChatEngine) {
  return friendSelectMachine.provide({
    actors: {
      loadFriends: fromPromise(async () => (await engine.getFriendList()).data.map((friend) => optionOf(friend.profile, friend.remark))),
      // getUserProfile answers an unknown ID with an empty list, as the SDK does.
      findUser: fromPromise(async ({ input }: { input: { userID: string } }) =>
        (await engine.getUserProfile({ userIDList: [input.userID] })).data.map((p) => optionOf(p)),
      ),
    },
  });
}

export type FriendSelectSnapshot = SnapshotFrom<typeof friendSelectMachine>;

/**
 * The options on show (the search's, else the friends) and the choices; `empty` says why there
 * are none: a search found nobody ('notFound'), or no friends ('noFriends'), else null.
 */
export function selectFriendSelect(snapshot: FriendSelectSnapshot) {
  const { found, friends, selected, loaded } = snapshot.context;
  const options = found ?? friends;
  const searching = snapshot.hasTag('searching');
  const empty = options.length > 0 || searching || !loaded ? null : found ? ('notFound' as const) : ('noFriends' as const);
  return { options, selected, loading: !loaded, searching, empty };
}
export type FriendSelectProps = ReturnType<typeof selectFriendSelect>;
