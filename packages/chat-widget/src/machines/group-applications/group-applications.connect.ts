// The group applications machine bound to an engine, and the views' slices of a snapshot.
import type { SnapshotFrom } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { EVENT } from '../../engine/constants';
import type { ChatEngine } from '../../engine/chat-engine';
import { applicationKey, groupApplicationsMachine } from './group-applications.machine';
import type { GroupApplication, GroupApplicationsEvent, HandleRequest } from './group-applications.types';

export function groupApplicationsMachineFor(engine: ChatEngine) {
  return groupApplicationsMachine.provide({
    actors: {
      fetchApplications: fromPromise<GroupApplication[], { groupID: string }>(async ({ input }) => {
        const { data } = await engine.getGroupApplicationList();
        return data.applicationList.filter((application) => application.groupID === input.groupID);
      }),
      handleApplication: fromPromise<void, HandleRequest>(async ({ input }) => {
        await engine.handleGroupApplication({ handleAction: input.action, application: input.application });
      }),
      watchUpdates: fromCallback<GroupApplicationsEvent>(({ sendBack }) => {
        const handler = () => sendBack({ type: 'RELOAD' });
        engine.on(EVENT.GROUP_LIST_UPDATED, handler);
        return () => engine.off(EVENT.GROUP_LIST_UPDATED, handler);
      }),
    },
  });
}

export type GroupApplicationsSnapshot = SnapshotFrom<typeof groupApplicationsMachine>;

/** The banner: how many applications wait (0: no banner). */
export const selectApplicationCount = (snapshot: GroupApplicationsSnapshot) => snapshot.context.applications.length;

/** The drawer: open or not, its items, and which one is being handled or fading. */
export function selectDrawer(snapshot: GroupApplicationsSnapshot) {
  const active = snapshot.context.active;
  return {
    open: snapshot.hasTag('open'),
    applications: snapshot.context.applications,
    activeKey: active ? applicationKey(active.application) : null,
    busy: snapshot.hasTag('handling') || snapshot.hasTag('fading'),
    fading: snapshot.hasTag('fading'),
  };
}
export type GroupApplicationsDrawerProps = ReturnType<typeof selectDrawer>;
