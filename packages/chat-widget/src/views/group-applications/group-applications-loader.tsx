// The group applications banner and drawer load on demand (in the lazy panels' chunk), and only in
// group chats of their owner or admins: members never need them (docs/chat.md §6).
import { Suspense } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { GroupApplicationsProps } from './group-applications';

const GroupApplications = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.GroupApplications })));

export function GroupApplicationsLoader(props: GroupApplicationsProps) {
  return (
    <Suspense fallback={null}>
      <GroupApplications key={props.groupID} {...props} />
    </Suspense>
  );
}
