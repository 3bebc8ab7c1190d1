import { calendarText, escapeText, foldLine, utcDateTime } from './ics';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    // The backslash is escaped before the others add theirs.
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });

  it('drops control characters but keeps tabs and other text', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\te：面试')).toBe('abcd\te：面试');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe(`${'x'.repeat(75)}\r\n`);
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x\r\n`);
  });

  it('keeps every line within 75 octets and never splits a UTF-8 character', () => {
    const line = `DESCRIPTION:${'深圳市南山区科技园😀'.repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(5);
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split character would show as U+FFFD once the bytes are decoded again.
      expect(Buffer.from(part, 'utf8').toString('utf8')).not.toContain('\ufffd');
    }
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(`${line}\r\n`);
  });
});

describe('calendarText', () => {
  const event = {
    uid: 'interview-7-1@employment-cloud',
    stamp: new Date('2030-01-01T00:00:00.500Z'),
    start: new Date('2030-01-15T02:15:00Z'),
    end: new Date('2030-01-15T03:15:00Z'),
    summary: '前端工程师面试',
    location: 'https://meeting.example.test/j/1?a=1,b=2;c',
    description: '联系电话：13800138000\n备注：带简历, 身份证',
    url: 'https://meeting.example.test/j/1?a=1,b=2;c',
    status: 'CONFIRMED' as const,
  };

  it('is one VEVENT in a VCALENDAR, CRLF-ended, with UTC times and escaped text', () => {
    const text = calendarText(event, '-//test//EN');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:interview-7-1@employment-cloud',
    ]);
    expect(lines).toContain('DTSTAMP:20300101T000000Z');
    expect(lines).toContain('DTSTART:20300115T021500Z');
    expect(lines).toContain('DTEND:20300115T031500Z');
    expect(lines).toContain('SUMMARY:前端工程师面试');
    expect(lines).toContain('LOCATION:https://meeting.example.test/j/1?a=1\\,b=2\\;c');
    expect(lines).toContain('DESCRIPTION:联系电话：13800138000\\n备注：带简历\\, 身份证');
    // A URI value is not TEXT: its commas and semicolons stay as they are.
    expect(lines).toContain('URL:https://meeting.example.test/j/1?a=1,b=2;c');
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('leaves out the properties it has no value for', () => {
    const text = calendarText({ ...event, location: null, description: '', url: null, status: undefined }, '-//test//EN');
    expect(text).not.toMatch(/LOCATION|DESCRIPTION|URL:|STATUS/);
  });

  it('formats UTC date-times without milliseconds', () => {
    expect(utcDateTime(new Date('2030-12-31T23:59:59.999Z'))).toBe('20301231T235959Z');
  });
});
