import { creditCodeCheck, isCreditCode } from '@employment-cloud/api-contract';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

// The main admin's company profile (issue 19): GET and PUT /front/v1/company/profile.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const URL = '/front/v1/company/profile';
const get = async (token: string) => call(server.app, { method: 'GET', url: URL, token });
const put = async (payload: object, token: string, lang?: string) =>
  call(server.app, { method: 'PUT', url: URL, payload, token, headers: lang ? { 'accept-language': lang } : {} });
const upload = async (token: string, type = 'image/png', name = 'logo.png') => {
  const { payload, headers } = multipart({ name, type, bytes: type === 'image/png' ? PNG_1X1 : Buffer.from('%PDF-1.4\n') });
  return (await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token })).body.data.url as string;
};
const VALID = {
  name: '星辰科技（深圳）有限公司',
  shortName: '星辰科技',
  industry: '8',
  scale: '3',
  address: '深圳市南山区科苑路15号',
  latitude: 22.5484,
  longitude: 113.9436,
  description: '智慧物流解决方案。',
  licenceNo: '9144030071526726XG',
};

describe('the unified social credit code', () => {
  it('accepts real codes and refuses a wrong check character, a bad shape or a letter not in the alphabet', () => {
    for (const code of ['9144030071526726XG', '91110000802100433B', '914403001922038216']) expect(isCreditCode(code)).toBe(true);
    expect(creditCodeCheck('9144030071526726X')).toBe('G');
    expect(isCreditCode('9144030071526726XH')).toBe(false);
    expect(isCreditCode('9144030071526726X')).toBe(false);
    expect(isCreditCode('9I44030071526726XG')).toBe(false); // I is not in the alphabet
    expect(isCreditCode('91440300A1526726XG')).toBe(false); // the area code is digits
  });
});

describe('GET /front/v1/company/profile', () => {
  it("answers the main admin's own company with dictionary codes beside the labels", async () => {
    const main = (await get(await tokenFor(server.app, 'demo_admin'))).body.data;
    expect(main).toMatchObject({
      name: '星辰科技（深圳）有限公司',
      industry: '互联网/IT',
      industryCode: '1',
      scale: '100-499人',
      scaleCode: '3',
      licenceNo: '91440300MA5FXK7T2R',
      logo: null,
    });
    expect(isCreditCode(main.licenceNo)).toBe(true);
    const other = (await get(await tokenFor(server.app, 'other_admin'))).body.data;
    expect(other).toMatchObject({ name: '深圳市青禾餐饮管理有限公司', industryCode: '10' });
    expect(other.id).not.toBe(main.id);
  });

  it('is for the main admin only: a recruiter gets code 403, a candidate 403, nobody signed in 401', async () => {
    for (const user of ['demo_hr', 'demo_hr2']) {
      const res = await get(await tokenFor(server.app, user));
      expect(res.body.code).toBe(403);
      expect(res.body.msg).toBe('仅企业主账号可用');
      const write = await put(VALID, await tokenFor(server.app, user));
      expect(write.body.code).toBe(403);
    }
    expect((await get(await tokenFor(server.app, 'demo_c1'))).body.code).toBe(403);
    expect((await call(server.app, { method: 'GET', url: URL })).body.code).toBe(401);
  });
});

describe('PUT /front/v1/company/profile', () => {
  it('saves every field, the logo and licence image uploaded by the admin; GET shows them; the other company is unchanged', async () => {
    const token = await tokenFor(server.app, 'other_admin');
    const before = (await get(await tokenFor(server.app, 'demo_admin'))).body.data;
    const logo = await upload(token);
    const licenceImage = await upload(token, 'image/png', 'licence.png');
    const saved = await put({ ...VALID, name: '青禾餐饮集团', industry: '10', scale: '2', logo, licenceImage, licenceNo: ' 91110000802100433b ' }, token);
    expect(saved.body).toMatchObject({
      code: 200,
      data: {
        name: '青禾餐饮集团',
        industry: '餐饮/酒店/旅游',
        industryCode: '10',
        scale: '20-99人',
        scaleCode: '2',
        logo,
        licenceImage,
        licenceNo: '91110000802100433B',
        latitude: 22.5484,
      },
    });
    expect((await get(token)).body.data).toMatchObject({ name: '青禾餐饮集团', logo, licenceImage });
    expect((await get(await tokenFor(server.app, 'demo_admin'))).body.data).toEqual(before);
    // Optional fields may be cleared; the pictures kept as they are pass without a new upload.
    const cleared = await put({ ...VALID, shortName: '', description: '', licenceNo: '', latitude: null, longitude: null, logo, licenceImage: '' }, token);
    expect(cleared.body.data).toMatchObject({ shortName: null, description: null, licenceNo: null, latitude: null, longitude: null, logo, licenceImage: null });
  });

  it('names each bad field in the reader language and changes nothing', async () => {
    const token = await tokenFor(server.app, 'demo_admin');
    const before = (await get(token)).body.data;
    const rejects = async (change: object, msg: string, lang?: string) =>
      expect((await put({ ...VALID, ...change }, token, lang)).body).toMatchObject({ code: 400, msg });
    await rejects({ name: ' ' }, '企业名称不能为空');
    await rejects({ name: undefined }, '企业名称不能为空');
    await rejects({ name: '企'.repeat(51) }, '企业名称不能超过50个字');
    await rejects({ shortName: '简'.repeat(21) }, '企业简称不能超过20个字');
    await rejects({ industry: '' }, '请选择所属行业');
    await rejects({ industry: '99' }, '请选择所属行业');
    await rejects({ scale: '99' }, 'Choose a company size', 'en-US');
    await rejects({ address: '' }, '企业地址不能为空');
    await rejects({ address: '址'.repeat(201) }, '企業地址不能超過200個字', 'zh-TW');
    await rejects({ latitude: 91 }, '经纬度格式不正确');
    await rejects({ longitude: null }, '经纬度格式不正确');
    await rejects({ description: '简'.repeat(2001) }, '企业简介不能超过2000个字');
    await rejects({ licenceNo: '9144030071526726XH' }, '请输入正确的统一社会信用代码');
    await rejects({ licenceNo: 'not-a-code' }, 'Enter a valid unified social credit code', 'en-US');
    await rejects({ logo: '/uploads/../../etc/passwd' }, '企业Logo格式不正确');
    await rejects({ role: 'platform_admin' }, '不支持的参数：role');
    expect((await get(token)).body.data).toEqual(before);
  });

  it('refuses a picture someone else uploaded, or a file that is not an image', async () => {
    const theirs = await upload(await tokenFor(server.app, 'demo_hr'));
    const token = await tokenFor(server.app, 'demo_admin');
    expect((await put({ ...VALID, logo: theirs }, token)).body).toMatchObject({ code: 400, msg: '企业Logo格式不正确' });
    const pdf = await upload(token, 'application/pdf', 'licence.pdf');
    expect(pdf).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect((await put({ ...VALID, licenceImage: pdf }, token)).body).toMatchObject({ code: 400, msg: '营业执照须为PNG、JPEG、GIF或WebP格式的图片' });
  });
});
