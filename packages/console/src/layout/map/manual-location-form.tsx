// The map drawer without a picker (no key in the server's settings): the location typed as
// "longitude,latitude", with its address and name, in the console's form style and checked field
// by field before it is taken.
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { controlProps, Field, PrimaryButton } from '../../kit';
import { isLocation, type MapResult } from './map-result';

const ADDRESS_MAX = 200;
const NAME_MAX = 100;

const Form = styled.form`
  display: grid;
  gap: 4px;
  > p {
    margin: 0 0 12px;
    color: #606266;
    font-size: 13px;
  }
  footer {
    display: flex;
    justify-content: flex-end;
    margin-top: 8px;
  }
`;

function locationSchema(t: TFunction) {
  return z.object({
    location: z
      .string()
      .transform((text) => text.replace(/\s/g, ''))
      .pipe(z.string().min(1, t('common.mapLocationRequired')).refine(isLocation, t('common.mapInvalidLocation'))),
    address: z
      .string()
      .trim()
      .max(ADDRESS_MAX, t('common.mapAddressTooLong', { max: ADDRESS_MAX })),
    name: z
      .string()
      .trim()
      .max(NAME_MAX, t('common.mapNameTooLong', { max: NAME_MAX })),
  });
}

type LocationInput = z.input<ReturnType<typeof locationSchema>>;

export function ManualLocationForm({ onPicked }: { onPicked: (result: MapResult) => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => locationSchema(t), [t]);
  const { register, handleSubmit, formState } = useForm<LocationInput, unknown, MapResult>({
    resolver: zodResolver(schema),
    defaultValues: { location: '', address: '', name: '' },
  });
  const { errors } = formState;
  const field = (name: keyof LocationInput, label: string, required = false) => {
    const id = `map-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} required={required}>
        <input {...controlProps(id, error)} {...register(name)} autoComplete="off" />
      </Field>
    );
  };
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onPicked)(event)}>
      <p>{t('common.mapManualHint')}</p>
      {field('location', t('common.mapLocation'), true)}
      {field('address', t('common.mapAddress'))}
      {field('name', t('common.mapName'))}
      <footer>
        <PrimaryButton type="submit">{t('common.confirm')}</PrimaryButton>
      </footer>
    </Form>
  );
}
