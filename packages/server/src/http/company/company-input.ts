// What the company profile form sends (mycompany-edit): the server's rules, each with its own message.
import { z } from 'zod';
import { avatarUrl } from '../jobs-manage/avatar';
import { isCreditCode } from './credit-code';

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number, error: string) => z.preprocess(blankAsNull, z.string().trim().max(max, { error }).nullish());
const dictCode = (error: string) => z.string({ error }).trim().min(1, { error }).max(10, { error });

export const companyInput = z
  .object({
    name: z.string({ error: 'company.name.required' }).trim().min(1, { error: 'company.name.required' }).max(50, { error: 'company.name.tooLong' }),
    shortName: optionalText(20, 'company.shortName.tooLong'),
    logo: z.preprocess(blankAsNull, avatarUrl.nullish()),
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
    licenceImage: z.preprocess(blankAsNull, avatarUrl.nullish()),
  })
  .strict()
  .refine((input) => (input.latitude == null) === (input.longitude == null), { error: 'company.location.invalid', path: ['latitude'] });
