import { AT_ALL, atUserListOf, insertMention, typedAt } from './mention-text';

describe('mention text', () => {
  it("finds a single '@' just typed, anywhere, and nothing else", () => {
    expect(typedAt('', '@')).toBe(0);
    expect(typedAt('hi ', 'hi @')).toBe(3);
    expect(typedAt('ab', 'a@b')).toBe(1);
    expect(typedAt('hi', 'hi!')).toBeNull();
    expect(typedAt('hi', 'hi@@')).toBeNull(); // a paste, not a keystroke
    expect(typedAt('@', '')).toBeNull();
  });

  it("puts '@Name ' in place of the '@' and the caret after it", () => {
    expect(insertMention('hi @ there', 3, '张三')).toEqual({ text: 'hi @张三  there', caret: 7 });
    expect(insertMention('@', 0, '所有人')).toEqual({ text: '@所有人 ', caret: 5 });
  });

  it('lists the chosen people still mentioned, once each', () => {
    const chosen = [
      { userID: 'u1', name: '张三', avatar: '' },
      { userID: AT_ALL, name: '所有人', avatar: '' },
      { userID: 'u2', name: '李四', avatar: '' },
      { userID: 'u1', name: '张三', avatar: '' },
    ];
    expect(atUserListOf('@张三 @所有人 hello @张三', chosen)).toEqual(['u1', AT_ALL]);
    expect(atUserListOf('no mentions left', chosen)).toEqual([]);
  });
});
