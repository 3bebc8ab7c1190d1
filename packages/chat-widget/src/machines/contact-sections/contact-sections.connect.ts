// The contact sections bound to an engine, and the list's slice of a snapshot.
import type { SnapshotFrom } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import type { ChatEngine } from '../../engine/chat-engine';
import { EVENT } from '../../engine/constants';
import type { Profile } from '../../engine/entities';
import { contactSectionsMachine } from './contact-sections.machine';
import type { ContactLists, ContactSectionID, ContactSectionsEvent } from './contact-sections.types';

const profilesOf = async (engine: ChatEngine, userIDList: string[]): Promise<Profile[]> =>
  userIDList.length === 0 ? [] : (await engine.getUserProfile({ userIDList })).data;

// Customer-service accounts are optional: a deployment without them (or an engine that fails
// the call) simply has no such section (docs/chat.md §8: customer list errors are silent).
const customerServiceOf = (engine: ChatEngine) =>
  engine.getCustomerServiceList().then(
    ({ data }) => data,
    () => [] as Profile[],
  );

async function loadLists(engine: ChatEngine): Promise<ContactLists> {
  const [customerService, applications, blacklist, groups, friends] = await Promise.all([
    customerServiceOf(engine),
    engine.getFriendApplicationList(),
    engine.getBlacklist().then(({ data }) => profilesOf(engine, data)),
    engine.getGroupList(),
    engine.getFriendList(),
  ]);
  return {
    customerService,
    applications: applications.data.friendApplicationList,
    unreadCount: applications.data.unreadCount,
    blacklist,
    groups: groups.data.groupList,
    friends: friends.data,
  };
}

export function contactSectionsMachineFor(engine: ChatEngine) {
  return contactSectionsMachine.provide({
    actors: {
      loadLists: fromPromise(() => loadLists(engine)),
      watchLists: fromCallback<ContactSectionsEvent>(({ sendBack }) => {
        const send = (lists: Partial<ContactLists>) => sendBack({ type: 'LISTS', lists });
        const ignore = () => undefined;
        const friends = ({ data }: { data: ContactLists['friends'] }) => send({ friends: data });
        const applications = ({ data }: { data: { friendApplicationList: ContactLists['applications']; unreadCount: number } }) =>
          send({ applications: data.friendApplicationList, unreadCount: data.unreadCount });
        const blacklist = ({ data }: { data: string[] }) => void profilesOf(engine, data).then((profiles) => send({ blacklist: profiles }), ignore);
        const groups = ({ data }: { data: ContactLists['groups'] }) => send({ groups: data });
        engine.on(EVENT.FRIEND_LIST_UPDATED, friends);
        engine.on(EVENT.FRIEND_APPLICATION_LIST_UPDATED, applications);
        engine.on(EVENT.BLACKLIST_UPDATED, blacklist);
        engine.on(EVENT.GROUP_LIST_UPDATED, groups);
        return () => {
          engine.off(EVENT.FRIEND_LIST_UPDATED, friends);
          engine.off(EVENT.FRIEND_APPLICATION_LIST_UPDATED, applications);
          engine.off(EVENT.BLACKLIST_UPDATED, blacklist);
          engine.off(EVENT.GROUP_LIST_UPDATED, groups);
        };
      }),
      markRead: fromPromise<void>(async () => {
        await engine.setFriendApplicationRead();
      }),
      searchByID: fromPromise(async ({ input }: { input: { id: string } }) => {
        const [users, group] = await Promise.all([
          profilesOf(engine, [input.id]).catch(() => []),
          engine.searchGroupByID(input.id).then(
            ({ data }) => data.group,
            () => null,
          ),
        ]);
        return { users, groups: group ? [group] : [] };
      }),
    },
  });
}

export type ContactSectionsSnapshot = SnapshotFrom<typeof contactSectionsMachine>;

export interface ContactSectionView {
  id: ContactSectionID;
  count: number;
}

/** The sections to show, with their counts; customer service only when there are accounts. */
export function selectSections(snapshot: ContactSectionsSnapshot): ContactSectionView[] {
  const { customerService, applications, blacklist, groups, friends } = snapshot.context;
  const all: ContactSectionView[] = [
    { id: 'customerService', count: customerService.length },
    { id: 'newContacts', count: applications.length },
    { id: 'blacklist', count: blacklist.length },
    { id: 'groups', count: groups.length },
    { id: 'friends', count: friends.length },
  ];
  return all.filter((section) => section.id !== 'customerService' || section.count > 0);
}

/** Whether the search session is open, searching, and what it found (null: nothing asked yet). */
export function selectSearch(snapshot: ContactSectionsSnapshot) {
  return {
    open: snapshot.hasTag('searchOpen'),
    searching: snapshot.hasTag('searching'),
    results: snapshot.context.results,
  };
}
