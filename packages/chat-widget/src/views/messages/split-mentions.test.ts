import { splitMentions } from './split-mentions';

it("cuts out every '@' + a given name, the longest name first", () => {
  expect(splitMentions('@王经理 请看一下 @王经理助理', ['王经理', '王经理助理'])).toEqual([
    { text: '@王经理', mention: true },
    { text: ' 请看一下 ', mention: false },
    { text: '@王经理助理', mention: true },
  ]);
  expect(splitMentions('大家好 @所有人 明天开会', ['所有人'])).toEqual([
    { text: '大家好 ', mention: false },
    { text: '@所有人', mention: true },
    { text: ' 明天开会', mention: false },
  ]);
});

it('leaves other mentions, bare names and email-like text alone', () => {
  expect(splitMentions('@张三 王经理 a@b.com', ['王经理'])).toEqual([{ text: '@张三 王经理 a@b.com', mention: false }]);
  expect(splitMentions('', ['王经理'])).toEqual([]);
  expect(splitMentions('@', [''])).toEqual([{ text: '@', mention: false }]);
});
