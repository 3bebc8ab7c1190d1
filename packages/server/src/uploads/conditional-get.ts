import type { IncomingHttpHeaders } from 'node:http';
import type { ByteRange } from './store';

// How a GET of a stored file is answered given its validators and the request's conditional and
// Range headers (RFC 9110 §13 and §14), decided as @fastify/send decided it for the static route
// that served /uploads/ before: preconditions (412), then freshness (304), then one satisfiable
// range (206), none (416), or several (the whole file, 200).

export interface Validators {
  /** A weak ETag: W/"<size hex>-<milliseconds hex>". */
  etag: string;
  /** An HTTP date. */
  lastModified: string;
}

export type Decision = { status: 200 | 304 | 412 | 416 } | { status: 206; range: ByteRange };

const tokens = (list: string) => list.split(/[\s,]+/).filter(Boolean);
const matches = (list: string, etag: string) => tokens(list).some((tag) => tag === etag || `W/${tag}` === etag);

function preconditionFailed(headers: IncomingHttpHeaders, v: Validators): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch && ifMatch !== '*' && !matches(ifMatch, v.etag)) return true;
  const since = Date.parse(headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && !(Date.parse(v.lastModified) <= since);
}

function notModified(headers: IncomingHttpHeaders, v: Validators): boolean {
  // An end-to-end reload.
  if (headers['cache-control']?.includes('no-cache')) return false;
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch === '*' || matches(ifNoneMatch, v.etag);
  const since = headers['if-modified-since'];
  return since !== undefined && Date.parse(v.lastModified) <= Date.parse(since);
}

function rangeStillValid(headers: IncomingHttpHeaders, v: Validators): boolean {
  const ifRange = [headers['if-range']].flat()[0];
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange.includes(v.etag);
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && !(Date.parse(v.lastModified) > date);
}

/** The satisfiable ranges of a `bytes=` header, overlapping and adjacent ones merged. */
export function byteRanges(size: number, header: string): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (const spec of header.slice(header.indexOf('=') + 1).split(',')) {
    const dash = spec.indexOf('-');
    if (dash === -1) continue;
    let start = parseInt(spec.slice(0, dash), 10);
    let end = parseInt(spec.slice(dash + 1), 10);
    if (Number.isNaN(start)) {
      // A suffix: the last `end` bytes (all of them when the file is shorter).
      start = Math.max(0, size - end);
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) {
      end = size - 1;
    }
    if (!Number.isNaN(start) && !Number.isNaN(end) && start >= 0 && start <= end) ranges.push({ start, end });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: ByteRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function decide(headers: IncomingHttpHeaders, size: number, v: Validators): Decision {
  if (preconditionFailed(headers, v)) return { status: 412 };
  if (notModified(headers, v)) return { status: 304 };
  const range = headers.range;
  if (range === undefined || !/^ *bytes=/.test(range) || !rangeStillValid(headers, v)) return { status: 200 };
  const ranges = byteRanges(size, range);
  if (ranges.length === 0) return { status: 416 };
  return ranges.length === 1 ? { status: 206, range: ranges[0]! } : { status: 200 };
}
