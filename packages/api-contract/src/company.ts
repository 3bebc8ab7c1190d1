// The main admin's company profile (mycompany-info / mycompany-edit). Industry and size are
// dictionary codes on the wire (dict-data industry / company_scale) and labels in the answer.
import { z } from 'zod';
import { isCreditCode } from './credit-code';
import { blankAsNull, uploadedFileUrl } from './fields';

// ---- request

const optionalText = (max: number, error: string) => z.preprocess(blankAsNull, z.string().trim().max(max, { error }).nullish());
const dictCode = (error: string) => z.string({ error }).trim().min(1, { error }).max(10, { error });

/** PUT profile: what the form sends, each rule with its own message. */
export const companyInput = z
  .object({
    name: z.string({ error: 'company.name.required' }).trim().min(1, { error: 'company.name.required' }).max(50, { error: 'company.name.tooLong' }),
    shortName: optionalText(20, 'company.shortName.tooLong'),
    logo: z.preprocess(blankAsNull, uploadedFileUrl.nullish()),
    industry: dictCode('company.industry.required'),
    scale: dictCode('company.scale.required'),
    address: z
      .string({ error: 'company.address.required' })
      .trim()
      .min(1, { error: 'company.address.required' })
      .max(200, { error: 'company.address.tooLong' }),
    latitude: z
      .number({ error: 'company.location.invalid' })
      .min(-90, { error: 'company.location.invalid' })
      .max(90, { error: 'company.location.invalid' })
      .nullish(),
    longitude: z
      .number({ error: 'company.location.invalid' })
      .min(-180, { error: 'company.location.invalid' })
      .max(180, { error: 'company.location.invalid' })
      .nullish(),
    description: optionalText(2000, 'company.description.tooLong'),
    licenceNo: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
      z.string().refine(isCreditCode, { error: 'company.licenceNo.pattern' }).nullish(),
    ),
    licenceImage: z.preprocess(blankAsNull, uploadedFileUrl.nullish()),
  })
  .strict()
  .refine((input) => (input.latitude == null) === (input.longitude == null), { error: 'company.location.invalid', path: ['latitude'] });

/** What the console's form sends: every field, null where left empty. */
export interface CompanyInput {
  name: string;
  shortName: string | null;
  logo: string | null;
  industry: string;
  scale: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  licenceNo: string | null;
  licenceImage: string | null;
}

// ---- answer

/** GET and PUT profile's answer. */
export const companyProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  /** The dictionary labels in the reader's language, and their codes (null when the label is not in the dictionary). */
  industry: z.string().nullable(),
  industryCode: z.string().nullable(),
  scale: z.string().nullable(),
  scaleCode: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string().nullable(),
  licenceNo: z.string().nullable(),
  licenceImage: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
