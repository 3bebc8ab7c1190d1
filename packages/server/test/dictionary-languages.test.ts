// Dictionary words in the reader's language (issue 32, defect 4): dict-data's labels, and the
// zh-CN labels that rows store as text (a resume's degree and work status, a talent-pool entry's
// source), answer in the language of Accept-Language; zh-CN stays as stored.
import { DICTIONARIES } from '../src/db/seed/dictionaries';
import { DICT_LABELS } from '../src/http/dict/dict-labels';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CJK = /[\u3400-\u9fff]/;

const get = async (url: string, query: Record<string, string>, lang: string, username?: string) =>
  call(server.app, {
    method: 'GET',
    url,
    query,
    headers: { 'accept-language': lang },
    ...(username ? { token: await tokenFor(server.app, username) } : {}),
  });

describe('dict-data in three languages', () => {
  const translated = Object.keys(DICT_LABELS['en-US']).filter((type) => type !== 'talent_source');

  it('has an English and a Traditional Chinese label for every entry of every dictionary it translates', () => {
    for (const type of translated) {
      const entries = DICTIONARIES[type as keyof typeof DICTIONARIES];
      for (const locale of ['en-US', 'zh-TW'] as const) {
        const labels = DICT_LABELS[locale][type as keyof (typeof DICT_LABELS)['en-US']];
        expect(entries.map(([value]) => [value, typeof labels[value]])).toEqual(entries.map(([value]) => [value, 'string']));
      }
    }
  });

  it('answers labels in English for en-US, with no Chinese left, and the values unchanged', async () => {
    for (const type of translated) {
      const zh = (await get('/front/v1/common/dict-data', { dictType: type }, 'zh-CN')).body.data.list as { value: string; label: string }[];
      const en = (await get('/front/v1/common/dict-data', { dictType: type }, 'en-US,en;q=0.9')).body.data.list as { value: string; label: string }[];
      expect(en.map((entry) => entry.value)).toEqual(zh.map((entry) => entry.value));
      expect(en.filter((entry) => CJK.test(entry.label))).toEqual([]);
    }
  });

  it('answers zh-TW in Traditional characters and zh-CN as stored', async () => {
    const tw = (await get('/front/v1/common/dict-data', { dictType: 'degree' }, 'zh-TW')).body.data.list as { label: string }[];
    const cn = (await get('/front/v1/common/dict-data', { dictType: 'degree' }, 'zh-CN')).body.data.list as { label: string }[];
    expect(tw.map((entry) => entry.label)).toContain('碩士');
    expect(cn.map((entry) => entry.label)).toEqual(DICTIONARIES.degree.map(([, label]) => label));
  });

  it('keeps welfare as stored: its entries suggest a job’s own tags, which are saved as typed', async () => {
    const en = (await get('/front/v1/common/dict-data', { dictType: 'welfare' }, 'en-US')).body.data.list as { label: string }[];
    expect(en.map((entry) => entry.label)).toEqual(DICTIONARIES.welfare.map(([, label]) => label));
  });
});

describe('stored dictionary words in the answers', () => {
  it('gives a candidate’s degree in the reader’s language in the submissions list', async () => {
    const zh = (await get('/front/v1/submission', { pageSize: '50' }, 'zh-CN', 'demo_hr')).body.data.list as { candidate: { degree: string } }[];
    const en = (await get('/front/v1/submission', { pageSize: '50' }, 'en-US', 'demo_hr')).body.data.list as { candidate: { degree: string } }[];
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.some((row) => CJK.test(row.candidate.degree))).toBe(true);
    expect(en.filter((row) => row.candidate.degree && CJK.test(row.candidate.degree))).toEqual([]);
    const english = Object.values(DICT_LABELS['en-US'].degree);
    expect(en.every((row) => !row.candidate.degree || english.includes(row.candidate.degree))).toBe(true);
  });

  it('gives a talent-pool entry’s source and a resume’s work status in English', async () => {
    const pool = (await get('/front/v1/talent', { pageSize: '50' }, 'en-US', 'demo_hr')).body.data.list as { source: string | null }[];
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.map((row) => row.source).filter((source) => source && !Object.values(DICT_LABELS['en-US'].talent_source).includes(source))).toEqual([]);
    const [first] = (await get('/front/v1/submission', { pageSize: '1' }, 'en-US', 'demo_hr')).body.data.list as { id: number }[];
    const detail = (await get(`/front/v1/submission/${first!.id}`, {}, 'en-US', 'demo_hr')).body.data;
    expect(CJK.test(detail.resume.profile.workStatus ?? '')).toBe(false);
    expect(CJK.test(detail.resume.education.degree ?? '')).toBe(false);
  });

  it('gives the company’s industry and size in English, their codes unchanged', async () => {
    const zh = (await get('/front/v1/company/profile', {}, 'zh-CN', 'demo_admin')).body.data;
    const en = (await get('/front/v1/company/profile', {}, 'en-US', 'demo_admin')).body.data;
    expect(CJK.test(zh.industry)).toBe(true);
    expect(en.industry).toBe(DICT_LABELS['en-US'].industry[zh.industryCode as string]);
    expect(en.scale).toBe(DICT_LABELS['en-US'].company_scale[zh.scaleCode as string]);
    expect([en.industryCode, en.scaleCode]).toEqual([zh.industryCode, zh.scaleCode]);
  });

  it('searches resumes by a degree’s value, or by its label in any language, alike', async () => {
    const count = async (degree: string) => (await get('/front/v1/resume/search', { degree }, 'zh-CN', 'demo_hr')).body.data.count as number;
    const byLabel = await count('本科');
    expect(byLabel).toBeGreaterThan(0);
    expect(await count('5')).toBe(byLabel);
    expect(await count("Bachelor's")).toBe(byLabel);
    expect(await count('碩士')).toBe(await count('硕士'));
  });
});
