// The date pickers' labels and accessible names (react-datepicker's own are English).
export const datePicker = {
  calendar: '选择日期',
  /** The calendar's heading (date-fns tokens). */
  monthHeading: 'yyyy年M月',
  previousMonth: '上个月',
  nextMonth: '下个月',
  previousYear: '上一年',
  nextYear: '下一年',
  chooseDay: '选择',
  dayUnavailable: '不可选',
  month: '月份',
  clear: '清除',
} satisfies Record<string, string>;
