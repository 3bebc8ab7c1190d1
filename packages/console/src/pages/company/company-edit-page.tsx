// mycompany-edit (/mycompany/edit, main admin): the company profile form. 地图选点 opens the
// layout's map drawer (the configured picker, or manual entry without one) and fills the address
// and coordinates. The server's field errors land on their field; leaving with changes asks.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompanyProfile } from '@employment-cloud/api-contract';
import { saveCompanyProfile } from '../../api/company.api';
import { controlProps, Field, FormPage, PlainButton, useFormPage } from '../../kit';
import { useDicts, useSelectsFollowDicts } from '../../kit/form/use-dicts';
import { pickLocation } from '../../layout/map/map-drawer-events';
import { PictureField } from '../../upload/picture-field';
import { companyFieldNames, companySchema, type CompanyFormValues } from './company.schema';
import { COMPANY_INFO_PATH } from './company-paths';
import { useCompanyProfile } from './use-company-profile';

const Fields = styled.div`
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  .counter {
    display: block;
    text-align: right;
    color: #5a606b;
    font-size: 12px;
  }
  .place {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-top: 6px;
    font-size: 13px;
    color: #5a606b;
  }
`;

const DICTS = { industry: 'industry', scale: 'company_scale' } as const;
type Name = keyof CompanyFormValues;
const EMPTY: CompanyFormValues = {
  name: '',
  shortName: '',
  logo: '',
  industry: '',
  scale: '',
  address: '',
  location: '',
  description: '',
  licenceNo: '',
  licenceImage: '',
};

const toForm = (company: CompanyProfile): CompanyFormValues => ({
  name: company.name,
  shortName: company.shortName ?? '',
  logo: company.logo ?? '',
  industry: company.industryCode ?? '',
  scale: company.scaleCode ?? '',
  address: company.address ?? '',
  location: company.longitude === null || company.latitude === null ? '' : `${company.longitude},${company.latitude}`,
  description: company.description ?? '',
  licenceNo: company.licenceNo ?? '',
  licenceImage: company.licenceImage ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function coordinates(location: string): { longitude: number | null; latitude: number | null } {
  const [longitude, latitude] = location.split(',').map(Number);
  return location && Number.isFinite(longitude) && Number.isFinite(latitude)
    ? { longitude: longitude!, latitude: latitude! }
    : { longitude: null, latitude: null };
}

export default function CompanyEditPage() {
  const { t } = useTranslation();
  const { state, retry } = useCompanyProfile();
  const dicts = useDicts(DICTS);
  const company = state.status === 'ready' ? state.data : null;
  const page = useFormPage({
    schema: useMemo(() => companySchema(t), [t]),
    empty: EMPTY,
    record: company,
    toForm,
    fieldNames: companyFieldNames(t),
    back: COMPANY_INFO_PATH,
    submit: async (values) => {
      await saveCompanyProfile({
        name: values.name.trim(),
        shortName: orNull(values.shortName),
        logo: orNull(values.logo),
        industry: values.industry,
        scale: values.scale,
        address: values.address.trim(),
        ...coordinates(values.location),
        description: orNull(values.description),
        licenceNo: orNull(values.licenceNo)?.toUpperCase() ?? null,
        licenceImage: orNull(values.licenceImage),
      });
      return t('company.saved');
    },
  });
  const { register, setValue, getValues, watch, formState } = page.form;
  useSelectsFollowDicts({ getValues, setValue }, dicts);

  const error = page.error;
  const idOf = (name: Name) => `company-${name}`;
  const text = (name: Name, extra: Record<string, unknown> = {}, required = false) => (
    <Field id={idOf(name)} label={t(`company.${name}`)} error={error(name)} required={required}>
      <input type="text" {...controlProps(idOf(name), error(name))} {...extra} {...register(name)} />
    </Field>
  );
  const select = (name: 'industry' | 'scale') => (
    <Field id={idOf(name)} label={t(`company.${name}`)} error={error(name)} required>
      <select {...controlProps(idOf(name), error(name))} {...register(name)}>
        <option value="">{t('company.choose')}</option>
        {dicts[name].map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const picture = (name: 'logo' | 'licenceImage', alt: string, none: string) => (
    <PictureField
      id={idOf(name)}
      label={t(`company.${name}`)}
      value={watch(name)}
      alt={alt}
      none={none}
      error={error(name)}
      onChange={(url) => setValue(name, url, { shouldDirty: true })}
    />
  );

  const pick = async () => {
    const place = await pickLocation();
    if (!place) return;
    setValue('location', place.location, { shouldDirty: true });
    const address = place.address || place.name;
    if (address) setValue('address', address, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const name = watch('name') || company?.name || '';
  const location = watch('location');
  const description = watch('description');
  return (
    <FormPage title={t('menu.mycompany-edit')} page={page} load={{ state, retry, failed: t('company.loadFailed') }} submitLabel={t('company.save')}>
      <Fields>
        {text('name', { maxLength: 50, autoComplete: 'organization' }, true)}
        {text('shortName', { maxLength: 20 })}
        {picture('logo', t('company.logoAlt', { name }), t('company.noLogo'))}
        {select('industry')}
        {select('scale')}
        <Field id={idOf('address')} label={t('company.address')} error={error('address')} required>
          <input type="text" maxLength={200} {...controlProps(idOf('address'), error('address'))} {...register('address')} />
          <div className="place">
            <span>
              {t('company.location')}：{location || t('company.noLocation')}
            </span>
            <PlainButton type="button" onClick={() => void pick()}>
              {t('company.pickOnMap')}
            </PlainButton>
            {location && (
              <PlainButton type="button" onClick={() => setValue('location', '', { shouldDirty: true })}>
                {t('company.clearLocation')}
              </PlainButton>
            )}
          </div>
        </Field>
        <Field id={idOf('description')} label={t('company.description')} error={error('description')}>
          <textarea maxLength={2000} {...controlProps(idOf('description'), error('description'))} {...register('description')} />
          <span className="counter" aria-live="polite">
            {t('company.descriptionCount', { count: description.length })}
          </span>
        </Field>
        {text('licenceNo', { maxLength: 18, autoCapitalize: 'characters', spellCheck: false })}
        {picture('licenceImage', t('company.licenceImageAlt', { name }), t('company.noLicenceImage'))}
      </Fields>
    </FormPage>
  );
}
