import { groupCatalogues } from './index';

describe('group catalogues', () => {
  it('have the same keys in every locale, none empty', () => {
    const keys = Object.keys(groupCatalogues['zh-CN']).sort();
    for (const catalogue of Object.values(groupCatalogues)) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const [key, text] of Object.entries(catalogue)) expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it("carry the spec's zh-CN texts verbatim", () => {
    expect(groupCatalogues['zh-CN']).toMatchObject({
      nameEmpty: '群名称不能为空',
      noticeTooLong: '群公告字数超出限制，最大长度为150',
      userNotFound: '该用户不存在',
      notInGroup: '该用户不在群组内',
      dissolved: '解散群聊成功',
      dissolveFailed: '解散群聊失败',
      quitDone: '退出群组成功',
      quitFailed: '退出群组失败',
    });
  });
});
