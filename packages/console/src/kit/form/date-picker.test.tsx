// The console's date picker in each of its languages: the calendar, its month arrows and its days
// named from the catalogue (react-datepicker's own names are English), the heading in the
// language's order; and Escape closing the calendar before a dialog around it hears the key.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '../../../test/console-i18n';
import { DatePickerField, firstAllowedDay } from './date-picker';

beforeAll(() => initTestI18n());
afterEach(() => act(() => void i18next.changeLanguage('zh-CN')));

const LANGUAGES = [
  { lng: 'zh-CN', calendar: '选择日期', previous: '上个月', next: '下个月', choose: '选择 ', heading: /^\d{4}年\d{1,2}月$/ },
  { lng: 'zh-TW', calendar: '選擇日期', previous: '上個月', next: '下個月', choose: '選擇 ', heading: /^\d{4}年\d{1,2}月$/ },
  { lng: 'en-US', calendar: 'Choose a date', previous: 'Previous month', next: 'Next month', choose: 'Choose ', heading: /^[A-Z][a-z]+ \d{4}$/ },
];

it.each(LANGUAGES)('names the calendar and its parts in $lng', async ({ lng, calendar, previous, next, choose, heading }) => {
  await act(() => i18next.changeLanguage(lng));
  render(<DatePickerField selected={null} onChange={() => undefined} customInput={<input aria-label="day" />} />);
  fireEvent.click(screen.getByLabelText('day'));
  const box = await screen.findByRole('dialog', { name: calendar });
  expect(within(box).getByRole('button', { name: previous })).toBeTruthy();
  expect(within(box).getByRole('button', { name: next })).toBeTruthy();
  expect(box.querySelector('.react-datepicker__current-month')?.textContent).toMatch(heading);
  const days = within(box).getAllByRole('gridcell');
  expect(days.every((day) => day.getAttribute('aria-label')?.startsWith(choose))).toBe(true);
});

it('takes Escape while its calendar is open, so a dialog listening on the document keeps open', async () => {
  const heard: string[] = [];
  // Where Radix's dialogs listen: the document, in the capture phase.
  const dialog = (event: KeyboardEvent) => heard.push(event.key);
  document.addEventListener('keydown', dialog, true);
  try {
    render(<DatePickerField selected={null} onChange={() => undefined} customInput={<input aria-label="day" />} />);
    const input = screen.getByLabelText('day');
    fireEvent.click(input);
    await screen.findByRole('dialog', { name: '选择日期' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '选择日期' })).toBeNull();
    expect(heard).toEqual([]);
    // Closed, Escape is the dialog's again.
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(heard).toEqual(['Escape']);
  } finally {
    document.removeEventListener('keydown', dialog, true);
  }
});

it('opens on the first allowed day, so the arrow keys reach a day when today is not allowed', async () => {
  const today = new Date();
  const notToday = (day: Date) => day.toDateString() !== today.toDateString();
  render(<DatePickerField selected={null} onChange={() => undefined} filterDate={notToday} customInput={<input aria-label="day" />} />);
  const input = screen.getByLabelText('day');
  fireEvent.click(input);
  const box = await screen.findByRole('dialog', { name: '选择日期' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  const focused = document.activeElement as HTMLElement;
  expect(box.contains(focused)).toBe(true);
  expect(focused.getAttribute('role')).toBe('gridcell');
  expect(focused.getAttribute('aria-disabled')).toBe('false');
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  expect(focused.textContent).toBe(String(tomorrow.getDate()));
});

it('finds the first day a filter allows, from the given day on', () => {
  const from = new Date(2026, 11, 6, 22, 30);
  expect(firstAllowedDay(() => true, from)).toEqual(new Date(2026, 11, 6));
  expect(firstAllowedDay((day) => day.getDay() === 1, from)).toEqual(new Date(2026, 11, 7));
  expect(firstAllowedDay(() => false, from)).toBeUndefined();
});
