import { localeOf, messageKeys, t } from './i18n';

describe('server messages', () => {
  it('picks the locale from Accept-Language, Chinese by default', () => {
    expect(localeOf(undefined)).toBe('zh-CN');
    expect(localeOf('fr-FR')).toBe('zh-CN');
    expect(localeOf('en-US,en;q=0.9')).toBe('en-US');
    expect(localeOf('zh-TW')).toBe('zh-TW');
    expect(localeOf('zh-HK,zh;q=0.8')).toBe('zh-TW');
    expect(localeOf('zh')).toBe('zh-CN');
  });

  it('has every key in all three locales', () => {
    const keys = Object.keys(messageKeys.zhCN)
      .filter((k) => k !== 'field.raw')
      .sort();
    expect(Object.keys(messageKeys.zhTW).sort()).toEqual(keys);
    expect(Object.keys(messageKeys.enUS).sort()).toEqual(keys);
  });

  it('keeps the spec texts verbatim in zh-CN', () => {
    expect(t('zh-CN', 'interview.jobId.required')).toBe('岗位不能为空');
    expect(t('zh-CN', 'interview.mobile.required')).toBe('联系电话不能为空');
    expect(t('zh-CN', 'interview.mobile.pattern')).toBe('请输入正确的手机号格式');
    expect(t('zh-CN', 'interview.type.required')).toBe('面试类型不能为空');
    expect(t('zh-CN', 'interview.address.required')).toBe('地址不能为空');
    expect(t('zh-CN', 'interview.time.required')).toBe('时间不能为空');
    expect(t('en-US', 'upload.tooLarge')).toBe('file size exceeds 2MB');
    expect(t('zh-CN', 'user.notFound')).toBe('该用户不存在');
  });

  it('fills placeholders', () => {
    expect(t('en-US', 'field.required', { field: 'to' })).toBe('to is required');
    expect(t('zh-CN', 'route.notFound', { method: 'GET', url: '/x' })).toBe('接口不存在：GET /x');
  });
});
