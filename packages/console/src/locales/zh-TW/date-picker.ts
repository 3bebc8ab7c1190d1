// The date pickers' labels and accessible names (react-datepicker's own are English).
export const datePicker = {
  calendar: '選擇日期',
  /** The calendar's heading (date-fns tokens). */
  monthHeading: 'yyyy年M月',
  previousMonth: '上個月',
  nextMonth: '下個月',
  previousYear: '上一年',
  nextYear: '下一年',
  chooseDay: '選擇',
  dayUnavailable: '不可選',
  month: '月份',
  clear: '清除',
} satisfies Record<string, string>;
