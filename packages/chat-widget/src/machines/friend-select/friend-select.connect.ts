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

/** The options on show (the search's, else the friends) and the choices. */
export function selectFriendSelect(snapshot: FriendSelectSnapshot) {
  const { found, friends, selected, loaded } = snapshot.context;
  return { options: found ?? friends, selected, loading: !loaded, searching: snapshot.hasTag('searching') };
}
export type FriendSelectProps = ReturnType<typeof selectFriendSelect>;
