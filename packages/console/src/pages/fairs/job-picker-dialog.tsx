// Choosing the jobs a company brings to a fair: its published jobs as checkboxes, at least one.
// Used to sign up and to change the jobs of a sign-up; the server's refusal shows in the dialog.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error';
import { JOB_STATUS, type Job } from '@employment-cloud/api-contract';
import { fetchJobs } from '../../api/jobs.api';
import { PlainButton, PrimaryButton } from '../../kit';
import { DialogBox, DialogOverlay } from '../../ui/dialog';

const Box = styled(DialogBox)`
  top: 15%;
  width: 480px;
  fieldset {
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    margin: 12px 0 0;
    padding: 8px 12px;
    max-height: 300px;
    overflow-y: auto;
  }
  legend {
    font-size: 14px;
    padding: 0 4px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 0;
    font-size: 14px;
  }
  .hint {
    margin: 0;
    color: #606266;
    font-size: 13px;
  }
  .error {
    margin: 8px 0 0;
    color: #c4321d;
    font-size: 13px;
  }
`;

export interface JobPickerRequest {
  title: string;
  submitLabel: string;
  chosen: number[];
  submit: (jobIds: number[]) => Promise<unknown>;
}

export function JobPickerDialog({ request, onClose }: { request: JobPickerRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!request) return;
    setChosen(request.chosen);
    setError(undefined);
    setJobs(null);
    fetchJobs({ pageNum: 1, pageSize: 100, status: JOB_STATUS.published }).then(
      (page) => setJobs(page.list),
      () => setJobs([]),
    );
  }, [request]);

  const toggle = (id: number, on: boolean) => {
    setError(undefined);
    setChosen((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (chosen.length === 0) return setError(t('fairs.jobsRequired'));
    setBusy(true);
    try {
      await request.submit(chosen);
      onClose();
    } catch (failure) {
      // The error policy told it as a toast; it stays in the dialog too.
      if (failure instanceof ApiError && failure.message) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Box>
          <Dialog.Title>{request?.title}</Dialog.Title>
          <Dialog.Description className="hint">{t('fairs.chooseJobsHint')}</Dialog.Description>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <fieldset aria-describedby={error ? 'fair-jobs-error' : undefined} aria-invalid={error ? true : undefined}>
              <legend>{t('fairs.jobsLabel')}</legend>
              {jobs === null && <p className="hint">{t('fairs.jobsLoading')}</p>}
              {jobs?.length === 0 && <p className="hint">{t('fairs.noPublishedJobs')}</p>}
              {jobs?.map((job) => (
                <label key={job.id}>
                  <input type="checkbox" checked={chosen.includes(job.id)} onChange={(event) => toggle(job.id, event.target.checked)} />
                  {job.title}
                </label>
              ))}
            </fieldset>
            {error && (
              <p className="error" id="fair-jobs-error" role="alert">
                {error}
              </p>
            )}
            <footer>
              <PlainButton type="button" onClick={onClose}>
                {t('fairs.close')}
              </PlainButton>
              <PrimaryButton type="submit" disabled={busy || jobs === null}>
                {request?.submitLabel}
              </PrimaryButton>
            </footer>
          </form>
        </Box>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
