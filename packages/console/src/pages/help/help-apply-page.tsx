// HelpManage (/help/apply): the sign-up centre. Pending sign-ups by default, a tab per status with
// its count; approve (confirmed) or reject with a reason; after each review the menu badge's count
// drops at once (use-help-count.ts) and the tabs' counts are loaded again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveSignup,
  fetchSignupCounts,
  fetchSignups,
  HELP_STATUS,
  rejectSignup,
  type HelpSignup,
  type HelpSignupCounts,
  type HelpStatus,
} from '../../api/help.api';
import { toastSuccess } from '../../api/toast';
import type { TopicKey } from '../../i18n-keys';
import { ListPage, useConfirm, useListPage } from '../../kit';
import { helpCountChanged } from '../../layout/use-help-count';
import { RejectDialog } from './reject-dialog';
import { signupColumns } from './signup-columns';

const TABS: { value: string; label: TopicKey<'help'>; count?: keyof HelpSignupCounts }[] = [
  { value: String(HELP_STATUS.pending), label: 'help.statusPending', count: 'pending' },
  { value: String(HELP_STATUS.approved), label: 'help.statusApproved', count: 'approved' },
  { value: String(HELP_STATUS.rejected), label: 'help.statusRejected', count: 'rejected' },
  { value: 'all', label: 'help.statusAll' },
];

/** Under the list's name: the list's invalidation after a review loads the counts again too. */
const COUNTS = ['help-signups', 'counts'];
const statusOf = (value: string) => (value === 'all' ? undefined : ((Number(value) || HELP_STATUS.pending) as HelpStatus));

export default function HelpApplyPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const client = useQueryClient();
  const list = useListPage({
    name: 'help-signups',
    filters: { status: String(HELP_STATUS.pending) },
    request: ({ page, size, filters }) => {
      const status = statusOf(filters.status);
      return fetchSignups({ pageNum: page, pageSize: size, ...(status ? { status } : {}) });
    },
  });
  const status = statusOf(list.params.filters.status);
  const counts = useQuery({ queryKey: COUNTS, queryFn: fetchSignupCounts, enabled: list.active }).data;
  const [rejecting, setRejecting] = useState<HelpSignup | null>(null);
  const [busy, setBusy] = useState(false);

  const { reload } = list.query;
  /** After a review: the badge first (at once), then this page's rows and counts. */
  const reviewed = useCallback(() => {
    void helpCountChanged(-1);
    client.setQueryData<HelpSignupCounts>(COUNTS, (c) => c && { ...c, pending: Math.max(0, c.pending - 1) });
    reload();
  }, [client, reload]);

  const approve = useCallback(
    async (signup: HelpSignup) => {
      const sure = await confirm({
        title: t('help.approveTitle'),
        body: t('help.approveBody', { person: signup.userName, project: signup.projectTitle }),
        confirmLabel: t('help.approve'),
      });
      if (!sure) return;
      try {
        await approveSignup(signup.id);
        toastSuccess(t('help.approved', { person: signup.userName }));
        reviewed();
      } catch {
        // The error policy has shown the server's message; the list shows what is true now.
        reload();
      }
    },
    [confirm, t, reviewed, reload],
  );

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const signup = rejecting;
    setBusy(true);
    try {
      await rejectSignup(signup.id, reason);
      toastSuccess(t('help.rejected', { person: signup.userName }));
      setRejecting(null);
      reviewed();
    } catch {
      reload();
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo(() => signupColumns(t, { approve: (s) => void approve(s), reject: setRejecting }), [t, approve]);
  const total = counts ? counts.pending + counts.approved + counts.rejected : undefined;

  return (
    <ListPage<HelpSignup>
      list={list}
      title={t('menu.HelpManage')}
      tabs={{
        label: t('help.signupsLabel'),
        value: status ? String(status) : 'all',
        onChange: (value) => list.setFilters({ status: value }),
        tabs: TABS.map((tab) => ({ value: tab.value, label: t('help.tab', { label: t(tab.label), total: (tab.count ? counts?.[tab.count] : total) ?? '…' }) })),
      }}
      label={t('help.signupsLabel')}
      columns={columns}
      getRowId={(signup) => String(signup.id)}
      {...(status === HELP_STATUS.pending ? { emptyText: t('help.emptyPending') } : {})}
    >
      <RejectDialog signup={rejecting} busy={busy} onReject={(reason) => void reject(reason)} onClose={() => setRejecting(null)} />
      {confirmDialog}
    </ListPage>
  );
}
