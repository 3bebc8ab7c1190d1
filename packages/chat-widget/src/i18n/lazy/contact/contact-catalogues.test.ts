import { contactCatalogues } from './index';

describe('contact texts', () => {
  it('have the same keys in every locale, none empty', () => {
    const keys = Object.keys(contactCatalogues['zh-CN']).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const [locale, catalogue] of Object.entries(contactCatalogues)) {
      expect([locale, Object.keys(catalogue).sort()]).toEqual([locale, keys]);
      for (const [key, text] of Object.entries(catalogue)) expect([locale, key, text.trim().length > 0]).toEqual([locale, key, true]);
    }
  });

  it('keep the spec toasts verbatim in zh-CN', () => {
    expect(contactCatalogues['zh-CN']).toMatchObject({
      remarkTooLong: '修改备注失败: 备注长度不得超过 96 字节',
      userNotFound: '该用户不存在',
      joinWaiting: '等待管理员同意',
      noResults: '无搜索结果',
    });
  });
});
