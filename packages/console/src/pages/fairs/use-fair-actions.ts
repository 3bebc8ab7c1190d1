// A fair's sign-up actions, shared by the list and the detail: sign up with chosen jobs (the job
// picker), change the jobs, cancel (confirmed). Each success is toasted and the page reloads;
// failures are told by the client's error policy (and, for the picker, in the dialog).
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { cancelFairSignup, changeFairJobs, signUpToFair, type Fair } from '../../api/fairs.api';
import { toastSuccess } from '../../api/toast';
import type { ConfirmRequest } from '../../kit';
import type { JobPickerRequest } from './job-picker-dialog';

export function useFairActions({ t, confirm, reload }: { t: TFunction; confirm: (request: ConfirmRequest) => Promise<boolean>; reload: () => void }) {
  const [picking, setPicking] = useState<JobPickerRequest | null>(null);

  const signUp = useCallback(
    (fair: Pick<Fair, 'id' | 'title'>) =>
      setPicking({
        title: t('fairs.chooseJobsTitle', { title: fair.title }),
        submitLabel: t('fairs.submitSignup'),
        chosen: [],
        submit: async (jobIds) => {
          const signup = await signUpToFair(fair.id, jobIds);
          toastSuccess(t('fairs.signedUpToast', { booth: signup.boothNo ?? '—' }));
          reload();
        },
      }),
    [t, reload],
  );

  const changeJobs = (fair: Pick<Fair, 'id'>, chosen: number[]) =>
    setPicking({
      title: t('fairs.changeJobsTitle'),
      submitLabel: t('fairs.submitChange'),
      chosen,
      submit: async (jobIds) => {
        await changeFairJobs(fair.id, jobIds);
        toastSuccess(t('fairs.changedToast'));
        reload();
      },
    });

  const cancel = useCallback(
    async (fair: Pick<Fair, 'id' | 'title'>) => {
      const sure = await confirm({ title: t('fairs.cancelTitle'), body: t('fairs.cancelBody', { title: fair.title }), confirmLabel: t('fairs.cancelSignup') });
      if (!sure) return false;
      return cancelFairSignup(fair.id).then(
        () => {
          toastSuccess(t('fairs.cancelledToast'));
          reload();
          return true;
        },
        () => false,
      );
    },
    [t, confirm, reload],
  );

  return { signUp, changeJobs, cancel, picking, closePicker: () => setPicking(null) };
}
