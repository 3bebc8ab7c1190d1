// iCalendar text (RFC 5545) for one event: enough for a calendar program to import an interview.
// Written by hand, as no library for it is among the dependencies and the part used is small:
// TEXT values escaped (§3.3.11), times in UTC (§3.3.5, form 2), content lines ended by CRLF and
// folded at 75 octets without splitting a UTF-8 character (§3.1).

export interface CalendarEvent {
  /** Stable for the same event, so a second import updates the first rather than adding one. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** An absolute http(s) URL (a URI value: not escaped as text is). */
  url?: string | null;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

const FOLD_OCTETS = 75;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // CONTROL characters other than HTAB are not allowed in a value (§3.1, VALUE-CHAR).
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** A date-time in UTC: 20301231T235900Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * One content line folded into lines of at most 75 octets, each continuation starting with a
 * space (which counts towards its 75), never inside a character's UTF-8 bytes; CRLF after each.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > FOLD_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return `${parts.join('\r\n')}\r\n`;
}

/** A VCALENDAR with the one VEVENT, as a file's text. */
export function calendarText(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}
