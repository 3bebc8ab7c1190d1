// Container (loaded lazily): a group chat's join applications for its owner and admins — the
// banner in the chat window and the drawer it opens, driven by the group applications machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { GROUP_APPLICATION_AREA, groupApplicationCatalogues } from '../../i18n/lazy/group-application';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { groupApplicationsMachineFor, selectApplicationCount, selectDrawer, type GroupApplicationsDrawerProps } from '../../machines/group-applications';
import { useChatEngine } from '../../provider/engine-context';
import { ApplicationBanner } from './application-banner';
import { ApplicationDrawer } from './application-drawer';

export interface GroupApplicationsProps {
  groupID: string;
  /** Narrow/mobile widths: the drawer is a bottom sheet. */
  narrow: boolean;
}

const sameDrawer = (a: GroupApplicationsDrawerProps, b: GroupApplicationsDrawerProps) =>
  (Object.keys(a) as (keyof GroupApplicationsDrawerProps)[]).every((key) => a[key] === b[key]);

export default function GroupApplications({ groupID, narrow }: GroupApplicationsProps) {
  const { t } = useAreaTranslation(GROUP_APPLICATION_AREA, groupApplicationCatalogues);
  const engine = useChatEngine();
  const machine = useMemo(() => groupApplicationsMachineFor(engine), [engine]);
  const actor = useActorRef(machine, { input: { groupID } });
  const count = useSelector(actor, selectApplicationCount);
  const drawer = useSelector(actor, selectDrawer, sameDrawer);
  return (
    <>
      <ApplicationBanner count={count} t={t} onOpen={() => actor.send({ type: 'OPEN' })} />
      <ApplicationDrawer
        {...drawer}
        sheet={narrow}
        t={t}
        onHandle={(application, action) => actor.send({ type: 'HANDLE', application, action })}
        onClose={() => actor.send({ type: 'CLOSE' })}
      />
    </>
  );
}
