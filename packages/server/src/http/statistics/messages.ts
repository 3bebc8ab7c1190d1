// Messages of the console's recruitment data routes (issue 19), merged into the server's catalogue (../i18n.ts).
export const statisticsMessages: { zhCN: Record<string, string>; zhTW: Record<string, string>; enUS: Record<string, string> } = {
  zhCN: {
    'statistics.date.invalid': '日期格式不正确（YYYY-MM-DD）',
    'statistics.range.order': '开始日期不能晚于结束日期',
    'statistics.range.tooLong': '日期范围不能超过{max}天',
  },
  zhTW: {
    'statistics.date.invalid': '日期格式不正確（YYYY-MM-DD）',
    'statistics.range.order': '開始日期不能晚於結束日期',
    'statistics.range.tooLong': '日期範圍不能超過{max}天',
  },
  enUS: {
    'statistics.date.invalid': 'the date must be YYYY-MM-DD',
    'statistics.range.order': 'the start date cannot be after the end date',
    'statistics.range.tooLong': 'the range cannot be longer than {max} days',
  },
};
