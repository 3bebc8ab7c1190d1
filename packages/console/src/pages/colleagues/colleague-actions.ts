// A colleague's changes, each confirmed first: disable (their sessions end at once), enable,
// reset password (a new one-time password, shown once by the page), and hand a disabled
// colleague's work over (confirmed in its own dialog, handover-dialog.tsx).
import type { TFunction } from 'i18next';
import type { Colleague, ColleagueWithPassword, Handover } from '@employment-cloud/api-contract';
import { disableColleague, enableColleague, resetColleaguePassword } from '../../api/colleagues.api';
import { toastInfo, toastSuccess } from '../../api/toast';
import type { ConfirmRequest } from '../../kit';

export interface ColleagueActions {
  disable(colleague: Colleague): Promise<void>;
  enable(colleague: Colleague): Promise<void>;
  resetPassword(colleague: Colleague): Promise<void>;
  handOver(colleague: Colleague): void;
}

interface Deps {
  t: TFunction;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  reload: () => void;
  showPassword: (reset: ColleagueWithPassword) => void;
  openHandover: (colleague: Colleague) => void;
}

export function colleagueActions({ t, confirm, reload, showPassword, openHandover }: Deps): ColleagueActions {
  // A failure has had its toast from the client's error policy; the list is read again either way.
  const settle = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch {
      /* shown by the error policy */
    } finally {
      reload();
    }
  };
  const who = (c: Colleague) => ({ name: c.name, username: c.username });
  return {
    async disable(colleague) {
      if (!(await confirm({ title: t('colleagues.disableTitle'), body: t('colleagues.disableBody', who(colleague)), confirmLabel: t('colleagues.disable') })))
        return;
      await settle(async () => {
        await disableColleague(colleague.id);
        toastSuccess(t('colleagues.disabledDone', who(colleague)));
      });
    },
    async enable(colleague) {
      if (!(await confirm({ title: t('colleagues.enableTitle'), body: t('colleagues.enableBody', who(colleague)), confirmLabel: t('colleagues.enable') })))
        return;
      await settle(async () => {
        await enableColleague(colleague.id);
        toastSuccess(t('colleagues.enabledDone', who(colleague)));
      });
    },
    async resetPassword(colleague) {
      if (!(await confirm({ title: t('colleagues.resetTitle'), body: t('colleagues.resetBody', who(colleague)), confirmLabel: t('colleagues.reset') }))) return;
      await settle(async () => showPassword(await resetColleaguePassword(colleague.id)));
    },
    handOver: openHandover,
  };
}

/** What a handover moved, or that there was nothing left to move (a second handover). */
export function toastHandover(t: TFunction, { from, to, moved, notified }: Handover): void {
  if (moved.jobs + moved.contacts + moved.favourites + moved.interviews === 0) toastInfo(t('colleagues.handoverNothing', { from: from.name }));
  else toastSuccess(t('colleagues.handoverDone', { from: from.name, to: to.name, ...moved, notified }));
}
