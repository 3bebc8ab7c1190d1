// 移交工作: a disabled colleague's jobs, contacted candidates, favourites and coming interviews go
// to an enabled colleague the main admin picks here (docs/colleague-handover.md). The server moves
// them and answers the counts, which the page shows in a toast. A refusal about the chosen
// colleague (disabled meanwhile, gone) shows on the field too.
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Colleague, Handover } from '@employment-cloud/api-contract';
import { fetchColleagues, handOverColleague } from '../../api/colleagues.api';
import { controlProps, Field, PlainButton, PrimaryButton, showServerError, useRecordQuery } from '../../kit';
import { DialogBox, DialogOverlay } from '../../ui/dialog';
import { handoverFieldNames, handoverSchema, type HandoverFormValues } from './colleague.schema';

const Box = styled(DialogBox)`
  top: 20%;
  width: 520px;
  p {
    margin: 0 0 12px;
    color: #303133;
    line-height: 1.6;
  }
  .note {
    color: #606266;
    font-size: 13px;
  }
  form > div {
    grid-template-columns: 90px minmax(0, 1fr);
  }
  @media (max-width: 767px) {
    form > div {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** Who may take over: the company's enabled staff (the main admin too), not the colleague leaving. */
const heirsOf = async (colleague: Colleague) =>
  (await fetchColleagues({ pageNum: 1, pageSize: 100, status: 'enabled' })).list.filter((c) => c.id !== colleague.id);

interface Props {
  /** The disabled colleague whose work is handed over; null when the dialog is closed. */
  colleague: Colleague | null;
  onClose: () => void;
  onDone: (handover: Handover) => void;
}

export function HandoverDialog({ colleague, onClose, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={colleague !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Box>
          <Dialog.Title>{t('colleagues.handover')}</Dialog.Title>
          {colleague && <HandoverForm key={colleague.id} colleague={colleague} onClose={onClose} onDone={onDone} />}
        </Box>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function HandoverForm({ colleague, onClose, onDone }: Props & { colleague: Colleague }) {
  const { t } = useTranslation();
  const schema = useMemo(() => handoverSchema(t), [t]);
  const { register, handleSubmit, setError, formState } = useForm<HandoverFormValues>({ resolver: zodResolver(schema), defaultValues: { targetId: '' } });
  const { state, retry } = useRecordQuery(['heirs', colleague.id], () => heirsOf(colleague));
  const error = formState.errors.targetId?.message;
  const submit = handleSubmit(async ({ targetId }) => {
    try {
      onDone(await handOverColleague(colleague.id, Number(targetId)));
    } catch (failure) {
      showServerError(failure, handoverFieldNames(t), setError);
    }
  });
  const heirs = state.status === 'ready' ? state.data : [];
  const optionText = (heir: Colleague) =>
    `${t('colleagues.handoverOption', { name: heir.name, username: heir.username })}${heir.isMainAdmin ? ` · ${t('colleagues.mainAdmin')}` : ''}`;

  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Description asChild>
        <div>
          <p>{t('colleagues.handoverBody', { name: colleague.name, username: colleague.username })}</p>
          <p className="note">{t('colleagues.handoverChat')}</p>
        </div>
      </Dialog.Description>
      <Field id="handover-target" label={t('colleagues.handoverTarget')} error={error} required>
        <select {...controlProps('handover-target', error)} {...register('targetId')}>
          <option value="">{state.status === 'loading' ? t('common.loading') : t('colleagues.handoverChoose')}</option>
          {heirs.map((heir) => (
            <option key={heir.id} value={String(heir.id)}>
              {optionText(heir)}
            </option>
          ))}
        </select>
      </Field>
      {state.status === 'ready' && heirs.length === 0 && <p className="note">{t('colleagues.handoverNoHeir')}</p>}
      {state.status === 'error' && (
        <p className="note" role="alert">
          {t('colleagues.handoverLoadFailed')}{' '}
          <PlainButton type="button" onClick={retry}>
            {t('kit.retry')}
          </PlainButton>
        </p>
      )}
      <footer>
        <PlainButton type="button" onClick={onClose}>
          {t('common.cancel')}
        </PlainButton>
        <PrimaryButton type="submit" disabled={formState.isSubmitting || heirs.length === 0}>
          {t('colleagues.handoverConfirm')}
        </PrimaryButton>
      </footer>
    </form>
  );
}
