// The main admin's company profile (mycompany-info / mycompany-edit, issue 19): GET and PUT
// /front/v1/company/profile. Industry and size are dictionary codes on the wire (dict-data
// industry / company_scale) and their labels in the table, as the demo data and jobs show them.
import { COMPANY_PATHS, companyInput, type CompanyProfile } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { RouteContext } from '../context';
import { badRequest, ok } from '../envelope';
import { relabel } from '../dict/dict-text';
import { localeOf, t, type Locale } from '../i18n';
import { checkAvatar } from '../jobs-manage/avatar';
import { parseInput } from '../validate';

const COLUMNS = [
  'id',
  'name',
  'shortName',
  'logo',
  'industry',
  'scale',
  'address',
  'latitude',
  'longitude',
  'description',
  'licenceNo',
  'licenceImage',
  'updatedAt',
] as const;

async function dictionary(db: Db, dictType: string): Promise<{ value: string; label: string }[]> {
  return db.selectFrom('dictEntries').select(['value', 'label']).where('dictType', '=', dictType).orderBy('sort').execute();
}

/** The profile with the codes of its dictionary labels, and the labels in the reader's language. */
async function profileOf(db: Db, companyId: number, locale: Locale): Promise<CompanyProfile> {
  const [row, industries, scales] = await Promise.all([
    db.selectFrom('companies').select(COLUMNS).where('id', '=', companyId).executeTakeFirstOrThrow(),
    dictionary(db, 'industry'),
    dictionary(db, 'company_scale'),
  ]);
  const codeOf = (entries: { value: string; label: string }[], label: string | null) => entries.find((entry) => entry.label === label)?.value ?? null;
  return {
    ...row,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    industry: relabel(locale, 'industry', row.industry),
    industryCode: codeOf(industries, row.industry),
    scale: relabel(locale, 'company_scale', row.scale),
    scaleCode: codeOf(scales, row.scale),
  };
}

export function registerCompanyRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  app.get(COMPANY_PATHS.profile, { preHandler: guard({ mainAdmin: true }) }, async (request) =>
    ok(await profileOf(db, request.user!.companyId!, localeOf(request.headers['accept-language']))),
  );

  app.put(COMPANY_PATHS.profile, { preHandler: guard({ mainAdmin: true }) }, async (request) => {
    const input = parseInput(companyInput, request.body, request);
    const companyId = request.user!.companyId!;
    const locale = localeOf(request.headers['accept-language']);
    const labelOf = async (dictType: string, code: string, message: string) => {
      const entry = (await dictionary(db, dictType)).find((candidate) => candidate.value === code);
      if (!entry) throw badRequest('field.raw', { message: t(locale, message) });
      return entry.label;
    };
    const industry = await labelOf('industry', input.industry, 'company.industry.required');
    const scale = await labelOf('company_scale', input.scale, 'company.scale.required');
    const current = await db.selectFrom('companies').select(['logo', 'licenceImage']).where('id', '=', companyId).executeTakeFirstOrThrow();
    await checkAvatar(db, request, input.logo, current.logo, 'logo');
    await checkAvatar(db, request, input.licenceImage, current.licenceImage, 'licenceImage');
    await db
      .updateTable('companies')
      .set({
        name: input.name,
        shortName: input.shortName ?? null,
        logo: input.logo ?? null,
        industry,
        scale,
        address: input.address,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        description: input.description ?? null,
        licenceNo: input.licenceNo ?? null,
        licenceImage: input.licenceImage ?? null,
        updatedAt: new Date(),
      })
      .where('id', '=', companyId)
      .execute();
    return ok(await profileOf(db, companyId, locale));
  });
}
