// The company form's rules (the server's limits, said before it does): name 1–50, short name ≤ 20,
// industry and size chosen, address 1–200, introduction ≤ 2000, the licence number 18 characters of
// the credit-code alphabet (the server also checks its check character).
import type { TFunction } from 'i18next';
import { z } from 'zod';

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function companySchema(t: TFunction) {
  return z.object({
    name: z.string().trim().min(1, t('company.nameRequired')).max(50, t('company.nameTooLong')),
    shortName: z.string().trim().max(20, t('company.shortNameTooLong')),
    logo: z.string(),
    industry: z.string().min(1, t('company.industryRequired')),
    scale: z.string().min(1, t('company.scaleRequired')),
    address: z.string().trim().min(1, t('company.addressRequired')).max(200, t('company.addressTooLong')),
    /** "longitude,latitude" from the map drawer, or empty. */
    location: z.string(),
    description: z.string().trim().max(2000, t('company.descriptionTooLong')),
    licenceNo: z
      .string()
      .trim()
      .refine((value) => value === '' || CREDIT_CODE.test(value.toUpperCase()), t('company.licenceNoInvalid')),
    licenceImage: z.string(),
  });
}
export type CompanyFormValues = z.infer<ReturnType<typeof companySchema>>;

/** The words naming each field in the server's messages, for putting a 400's message on its field. */
export const companyFieldNames = (t: TFunction) => ({
  name: [t('company.name'), '企业名称', '企業名稱', 'Company name'],
  shortName: [t('company.shortName'), '企业简称', '企業簡稱', 'Short name'],
  logo: [t('company.logo'), '企业Logo', 'company logo'],
  industry: [t('company.industry'), '所属行业', '所屬行業', 'industry'],
  scale: [t('company.scale'), '企业规模', '企業規模', 'company size'],
  address: [t('company.address'), '企业地址', '企業地址', 'Company address', '经纬度', '經緯度', 'coordinates'],
  description: [t('company.description'), '企业简介', '企業簡介', 'Introduction'],
  licenceNo: [t('company.licenceNo'), '统一社会信用代码', '統一社會信用代碼', 'credit code'],
  licenceImage: [t('company.licenceImage'), '营业执照', '營業執照', 'business licence'],
});
