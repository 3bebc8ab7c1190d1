// The messages of the candidate-side routes (talent pool, favourites, search), per locale
// (merged into the catalogues of ../i18n.ts). Field labels name a field in the generic messages.
export const talentMessages = {
  zhCN: {
    'talent.tag.required': '标签不能为空',
    'talent.tag.tooLong': '每个标签不能超过10个字',
    'talent.tags.tooMany': '标签不能超过5个',
    'talent.note.tooLong': '备注不能超过200个字',
    'talent.salary.order': '期望薪资上限不能低于下限',
    'field.position': '期望职位',
    'field.tags': '标签',
    'field.note': '备注',
    'field.workYearsMax': '最高工作年限',
  },
  zhTW: {
    'talent.tag.required': '標籤不能為空',
    'talent.tag.tooLong': '每個標籤不能超過10個字',
    'talent.tags.tooMany': '標籤不能超過5個',
    'talent.note.tooLong': '備註不能超過200個字',
    'talent.salary.order': '期望薪資上限不能低於下限',
    'field.position': '期望職位',
    'field.tags': '標籤',
    'field.note': '備註',
    'field.workYearsMax': '最高工作年限',
  },
  enUS: {
    'talent.tag.required': 'a tag cannot be empty',
    'talent.tag.tooLong': 'each tag must be at most 10 characters',
    'talent.tags.tooMany': 'at most 5 tags',
    'talent.note.tooLong': 'the note must be at most 200 characters',
    'talent.salary.order': 'salaryMax cannot be below salaryMin',
    'field.position': 'position',
    'field.tags': 'tags',
    'field.note': 'note',
    'field.workYearsMax': 'workYearsMax',
  },
};
