// HelpManage (/help/apply): the sign-up centre. Pending sign-ups by default, a tab per status with
// its count; approve (confirmed) or reject with a reason; after each review the menu badge's count
// drops at once (use-help-count.ts) and the tabs' counts are loaded again.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
import { DataTable, StatusTabs, pagedTableProps, useConfirm, useListParams, useRemoteList, useReturns } from '../../kit';
import { helpCountChanged } from '../../layout/use-help-count';
import { RejectDialog } from './reject-dialog';
import { signupColumns } from './signup-columns';

const Page = styled.section`
  padding: 16px;
  h1 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;

const TABS: { value: string; label: TopicKey<'help'>; count?: keyof HelpSignupCounts }[] = [
  { value: String(HELP_STATUS.pending), label: 'help.statusPending', count: 'pending' },
  { value: String(HELP_STATUS.approved), label: 'help.statusApproved', count: 'approved' },
  { value: String(HELP_STATUS.rejected), label: 'help.statusRejected', count: 'rejected' },
  { value: 'all', label: 'help.statusAll' },
];

export default function HelpApplyPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListParams({ filters: { status: String(HELP_STATUS.pending) } });
  const { params } = list;
  const status = params.filters.status === 'all' ? undefined : ((Number(params.filters.status) || HELP_STATUS.pending) as HelpStatus);
  const returns = useReturns(list.active);
  const signups = useRemoteList<HelpSignup>(
    () => fetchSignups({ pageNum: params.page, pageSize: params.size, ...(status ? { status } : {}) }),
    list.key,
    returns,
  );
  const [counts, setCounts] = useState<HelpSignupCounts | null>(null);
  const [rejecting, setRejecting] = useState<HelpSignup | null>(null);
  const [busy, setBusy] = useState(false);

  const loadCounts = useCallback(() => fetchSignupCounts().then(setCounts, () => undefined), []);
  useEffect(() => {
    void loadCounts();
  }, [returns, loadCounts]);

  const { reload: reloadSignups } = signups;
  /** After a review: the badge first (at once), then this page's rows and counts. */
  const reviewed = useCallback(() => {
    void helpCountChanged(-1);
    setCounts((c) => c && { ...c, pending: Math.max(0, c.pending - 1) });
    reloadSignups();
    void loadCounts();
  }, [reloadSignups, loadCounts]);

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
        reloadSignups();
        void loadCounts();
      }
    },
    [confirm, t, reviewed, reloadSignups, loadCounts],
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
      signups.reload();
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo(() => signupColumns(t, { approve: (s) => void approve(s), reject: setRejecting }), [t, approve]);
  const total = counts ? counts.pending + counts.approved + counts.rejected : undefined;

  return (
    <Page aria-labelledby="help-apply-title">
      <h1 id="help-apply-title">{t('menu.HelpManage')}</h1>
      <StatusTabs
        label={t('help.signupsLabel')}
        value={status ? String(status) : 'all'}
        onChange={(value) => list.setFilters({ status: value })}
        tabs={TABS.map((tab) => ({ value: tab.value, label: t('help.tab', { label: t(tab.label), total: (tab.count ? counts?.[tab.count] : total) ?? '…' }) }))}
      />
      <DataTable<HelpSignup>
        label={t('help.signupsLabel')}
        columns={columns}
        {...pagedTableProps(signups, list)}
        getRowId={(signup) => String(signup.id)}
        {...(status === HELP_STATUS.pending ? { emptyText: t('help.emptyPending') } : {})}
      />
      <RejectDialog signup={rejecting} busy={busy} onReject={(reason) => void reject(reason)} onClose={() => setRejecting(null)} />
      {confirmDialog}
    </Page>
  );
}
