// Listens for 'create-group' (the start-conversation menu) and 'manage-group' (the group chat
// header) and shows the create dialog or the manage panel, loaded on the first request. One
// request at a time: a new one replaces what shows. Mounted once in the chat shell.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useChatEngine } from '../../provider/engine-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';

const GroupCreateDialog = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.GroupCreateDialog })));
const GroupManagePanel = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.GroupManagePanel })));

type Shown = { kind: 'create'; memberList: string[] } | { kind: 'manage'; groupID: string } | null;

export function GroupListener() {
  const engine = useChatEngine();
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    const requests = widgetRequestsOf(engine);
    const offCreate = requests.on('create-group', ({ memberList }) => setShown({ kind: 'create', memberList }));
    const offManage = requests.on('manage-group', ({ groupID }) => setShown({ kind: 'manage', groupID }));
    return () => (offCreate(), offManage());
  }, [engine]);
  const close = () => setShown(null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      {shown.kind === 'create' ? (
        <GroupCreateDialog memberList={shown.memberList} onClose={close} />
      ) : (
        <GroupManagePanel key={shown.groupID} groupID={shown.groupID} onClose={close} />
      )}
    </Suspense>
  );
}
