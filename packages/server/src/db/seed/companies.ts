import type { SeedContext, Site } from './context';

export interface SeededCompany {
  id: number;
  name: string;
  /** Head office: the company address, and where on-site interviews happen. */
  office: Site;
}

export interface SeededCompanies {
  /** The company the demo_* accounts belong to: most of the data. */
  main: SeededCompany;
  /** A smaller company (other_admin), so that scoping between companies can be seen. */
  other: SeededCompany;
}

/** Sites of the main company besides its office, used by its jobs. */
export const MAIN_SITES = {
  warehouse: { city: '深圳', address: '深圳市宝安区福永街道凤凰第四工业区星辰物流园3号仓', latitude: 22.6735, longitude: 113.8263 },
  guangzhou: { city: '广州', address: '广州市天河区珠江新城花城大道85号高德置地广场A座1806', latitude: 23.1203, longitude: 113.3259 },
} satisfies Record<string, Site>;

const COMPANIES = {
  main: {
    name: '星辰科技（深圳）有限公司',
    shortName: '星辰科技',
    industry: '互联网/IT',
    scale: '100-499人',
    description:
      '星辰科技成立于2014年，专注于企业数字化与智慧物流解决方案，为制造、零售和物流企业提供SaaS软件与仓配一体化服务。公司总部位于深圳南山科技园，在广州、东莞设有分支机构，现有员工三百余人。',
    office: { city: '深圳', address: '深圳市南山区粤海街道科苑路15号科兴科学园B栋12楼', latitude: 22.5484, longitude: 113.9436 },
  },
  other: {
    name: '深圳市青禾餐饮管理有限公司',
    shortName: '青禾餐饮',
    industry: '餐饮/酒店/旅游',
    scale: '20-99人',
    description: '青禾餐饮主营粤式简餐与团餐配送，在福田、罗湖经营六家门店，提供完善的岗前培训与晋升通道。',
    office: { city: '深圳', address: '深圳市福田区华强北街道华强北路1019号华强广场裙楼二层', latitude: 22.5437, longitude: 114.0857 },
  },
} as const;

export async function insertCompanies({ db, now }: SeedContext): Promise<SeededCompanies> {
  const keys = ['main', 'other'] as const;
  const rows = await db
    .insertInto('companies')
    .values(
      keys.map((key) => {
        const { office, ...company } = COMPANIES[key];
        return { ...company, address: office.address, latitude: office.latitude, longitude: office.longitude, createdAt: now };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  const idOf = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`company ${name} was not inserted`);
    return row.id;
  };
  const seeded = (key: (typeof keys)[number]): SeededCompany => ({
    id: idOf(COMPANIES[key].name),
    name: COMPANIES[key].name,
    office: COMPANIES[key].office,
  });
  return { main: seeded('main'), other: seeded('other') };
}
