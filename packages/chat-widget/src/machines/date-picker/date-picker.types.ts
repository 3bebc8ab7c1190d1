// Types of the date picker machine (docs/chat.md §4 "Range date picker", §9 close delays).

/** Range: two clicks make a range; single: one click picks one day. */
export type DatePickerMode = 'single' | 'range';

/** A day as the local midnight starting it, in milliseconds (what a calendar cell stands for). */
export type Day = number;

export interface DatePickerInput {
  mode?: DatePickerMode;
}

export interface DatePickerContext {
  mode: DatePickerMode;
  /** The first day clicked (range) or the day picked (single); null before any click. */
  start: Day | null;
  /** The range's last day, never before start; null until the second click (range). */
  end: Day | null;
}

/** What a finished choice means for a search: unix seconds of the first day's start and the last day's end. */
export interface ChosenDays {
  from: number;
  to: number;
}

export type DatePickerEvent =
  | { type: 'OPEN' }
  /** Dismissed (Escape, a click outside): the picker closes, the days picked stay. */
  | { type: 'CLOSE' }
  | { type: 'PICK'; day: Day }
  /** Forget the days picked (cleared, or a time preset chosen instead). */
  | { type: 'CLEAR' };
