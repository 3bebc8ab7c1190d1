// react-datepicker's calendar styled inside the widget: the rules of its stylesheet that an inline
// range calendar of one month needs (no navigation, time or dropdowns), scoped to this wrapper
// and written with the widget's colour variables, so nothing global is added to the host page and
// the script tag's shadow root gets them through styled-components like every other style.
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const CalendarStyles = styled.div`
  .react-datepicker {
    display: inline-block;
    position: relative;
    font-size: 12px;
    color: ${v.text};
  }
  .react-datepicker__header {
    text-align: center;
    padding-bottom: 4px;
    border-bottom: 1px solid ${v.border};
  }
  .react-datepicker__current-month {
    margin: 0 0 4px;
    font-size: 13px;
    font-weight: bold;
  }
  .react-datepicker__day-names,
  .react-datepicker__week {
    white-space: nowrap;
  }
  .react-datepicker__month {
    margin: 4px 0 0;
    text-align: center;
  }
  .react-datepicker__day-name,
  .react-datepicker__day {
    display: inline-block;
    width: 2.125em;
    line-height: 2.125em;
    margin: 0.208em;
    text-align: center;
  }
  .react-datepicker__day-name {
    color: ${v.textSecondary};
  }
  .react-datepicker__day {
    border-radius: 4px;
    cursor: pointer;
  }
  .react-datepicker__day:not([aria-disabled='true']):hover {
    background: ${v.surfaceHover};
  }
  .react-datepicker__day--today {
    font-weight: bold;
  }
  .react-datepicker__day--keyboard-selected,
  .react-datepicker__day:focus-visible {
    outline: 2px solid ${v.primary};
    outline-offset: -2px;
  }
  .react-datepicker__day--in-range,
  .react-datepicker__day--in-selecting-range {
    background: ${v.surfaceActive};
  }
  .react-datepicker__day--selected,
  .react-datepicker__day--range-start,
  .react-datepicker__day--range-end,
  .react-datepicker__day--selecting-range-start {
    background: ${v.primary};
    color: ${v.primaryText};
  }
  .react-datepicker__day--disabled,
  .react-datepicker__day--outside-month {
    color: ${v.textPlaceholder};
    cursor: default;
  }
  .react-datepicker__day--outside-month {
    visibility: hidden;
  }
  /* The weekday's full name (星期一) for screen readers, beside its short one (一). */
  .react-datepicker__sr-only,
  .react-datepicker__aria-live {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: circle(0);
    border: 0;
    white-space: nowrap;
  }
`;
