// mycompany-info (/mycompany/info, main admin): the company profile — logo, name, short name,
// industry, size, address and coordinates, introduction, licence number and image — with 编辑企业信息.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CompanyProfile } from '@employment-cloud/api-contract';
import type { TopicKey } from '../../i18n-keys';
import { dateTimeText, ListState, PrimaryButton } from '../../kit';
import { DetailList } from '../../kit/page/detail-list';
import { PictureRow, PictureView } from '../../upload/picture-field';
import { COMPANY_EDIT_PATH } from './company-paths';
import { useCompanyProfile } from './use-company-profile';

const Page = styled.section`
  padding: 16px;
  max-width: 880px;
  h1 {
    margin: 0 0 16px;
    font-size: 18px;
  }
`;

const locationOf = (company: CompanyProfile) => (company.longitude === null || company.latitude === null ? '' : `${company.longitude},${company.latitude}`);

export default function CompanyInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, retry } = useCompanyProfile();
  const company = state.status === 'ready' ? state.data : null;
  const rows: [TopicKey<'company'>, string][] = company
    ? [
        ['company.shortName', company.shortName ?? ''],
        ['company.industry', company.industry ?? ''],
        ['company.scale', company.scale ?? ''],
        ['company.address', company.address ?? ''],
        ['company.location', locationOf(company)],
        ['company.description', company.description ?? ''],
        ['company.licenceNo', company.licenceNo ?? ''],
        ['company.updatedAt', dateTimeText(company.updatedAt)],
      ]
    : [];

  return (
    <Page aria-labelledby="company-title">
      <h1 id="company-title">{t('menu.mycompany-info')}</h1>
      {!company ? (
        <ListState status={state.status === 'error' ? 'error' : 'loading'} empty error={state.error || t('company.loadFailed')} onRetry={retry} />
      ) : (
        <>
          <PictureRow>
            <PictureView src={company.logo} alt={t('company.logoAlt', { name: company.name })} none={t('company.noLogo')} />
            <strong>{company.name}</strong>
          </PictureRow>
          <DetailList
            rows={[
              ...rows.map(([label, value]) => [t(label), value] as const),
              [
                t('company.licenceImage'),
                <PictureRow key="licence">
                  <PictureView src={company.licenceImage} alt={t('company.licenceImageAlt', { name: company.name })} none={t('company.noLicenceImage')} />
                </PictureRow>,
              ] as const,
            ]}
          />
          <PrimaryButton type="button" onClick={() => navigate(COMPANY_EDIT_PATH)}>
            {t('company.edit')}
          </PrimaryButton>
        </>
      )}
    </Page>
  );
}
