// 添加同事: account, name and mobile; the server makes the recruiter and answers their initial
// password, which the page shows once (one-time-password-dialog.tsx). A refused field shows the
// server's message on it.
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ColleagueWithPassword } from '@employment-cloud/api-contract';
import { addColleague } from '../../api/colleagues.api';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, PlainButton, PrimaryButton, showServerError } from '../../kit';
import { DialogBox, DialogOverlay } from '../../ui/dialog';
import { colleagueFieldNames, colleagueSchema, EMPTY_COLLEAGUE, type ColleagueFormValues } from './colleague.schema';

const Box = styled(DialogBox)`
  top: 20%;
  width: 520px;
  > form > div {
    grid-template-columns: 90px minmax(0, 1fr);
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;

type Name = keyof ColleagueFormValues;

export function AddColleagueDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (added: ColleagueWithPassword) => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => colleagueSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<ColleagueFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_COLLEAGUE,
  });
  const error = (name: Name) => formState.errors[name]?.message;
  const field = (name: Name, label: ConsoleKey, extra: { maxLength: number; autoComplete: string; inputMode?: 'tel' }) => (
    <Field id={`colleague-${name}`} label={t(label)} error={error(name)} required>
      <input {...extra} {...controlProps(`colleague-${name}`, error(name))} {...register(name)} />
    </Field>
  );
  const close = () => {
    reset(EMPTY_COLLEAGUE);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      const added = await addColleague(values);
      reset(EMPTY_COLLEAGUE);
      onAdded(added);
    } catch (failure) {
      showServerError(failure, colleagueFieldNames(t), setError);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Box aria-describedby={undefined}>
          <Dialog.Title>{t('colleagues.add')}</Dialog.Title>
          <form noValidate onSubmit={submit}>
            {field('username', 'colleagues.username', { maxLength: 32, autoComplete: 'off' })}
            {field('name', 'colleagues.name', { maxLength: 20, autoComplete: 'off' })}
            {field('mobile', 'colleagues.mobile', { maxLength: 11, autoComplete: 'off', inputMode: 'tel' })}
            <footer>
              <PlainButton type="button" onClick={close}>
                {t('common.cancel')}
              </PlainButton>
              <PrimaryButton type="submit" disabled={formState.isSubmitting}>
                {t('colleagues.create')}
              </PrimaryButton>
            </footer>
          </form>
        </Box>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
