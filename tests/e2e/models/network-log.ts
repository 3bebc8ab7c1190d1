// What a page really downloaded, as Chromium's own network log tells it (DevTools protocol): for
// each response its status, whether the browser's cache answered it, its Content-Encoding and
// Cache-Control, and the body bytes that came over the wire (compressed, headers excluded).
import type { Page } from 'playwright-core';

export interface Fetched {
  url: string;
  type: string;
  /** As it came over the wire: 304 for a revalidation the cache then answered. */
  status: number;
  /** Answered by the memory or disk cache: nothing went to the server. */
  fromCache: boolean;
  encoding: string;
  cacheControl: string;
  /** Body bytes received (as sent, compressed), without the headers; 0 from the cache. */
  wireBody: number;
  /** Body bytes after decoding. */
  decodedBody: number;
}

export interface NetworkLog {
  /** Everything finished since the log started (or since `clear`). */
  readonly fetched: Fetched[];
  clear(): void;
  stop(): Promise<void>;
}

export async function recordNetwork(page: Page): Promise<NetworkLog> {
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, Partial<Fetched> & { headerBytes: number }>();
  const finished: (Fetched & { requestId: string })[] = [];
  // Sent before the response event of a request the memory cache answers.
  const servedFromCache = new Set<string>();
  // The status that came over the wire: the response event reports a revalidated 304 as the cached 200.
  const wireStatus = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => void wireStatus.set(requestId, statusCode));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => void servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = (name: string) => Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    pending.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      fromCache: Boolean(response.fromDiskCache || servedFromCache.delete(requestId)),
      encoding: String(header('content-encoding')),
      cacheControl: String(header('cache-control')),
      headerBytes: response.encodedDataLength,
      decodedBody: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = pending.get(requestId);
    if (entry) entry.decodedBody = (entry.decodedBody ?? 0) + dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = pending.get(requestId);
    if (!entry) return;
    pending.delete(requestId);
    const { headerBytes, ...rest } = entry;
    finished.push({ requestId, ...(rest as Fetched), wireBody: entry.fromCache ? 0 : Math.max(0, encodedDataLength - headerBytes) });
  });
  await cdp.send('Network.enable');
  return {
    // Read when asked: the extra info may come after the load has finished.
    get fetched() {
      return finished.map(({ requestId, ...f }) => ({ ...f, status: wireStatus.get(requestId) ?? f.status }));
    },
    clear: () => void finished.splice(0),
    stop: () => cdp.detach(),
  };
}

/** The files of the front ends among `fetched` (not the API, the chat socket or uploads). */
export const staticFiles = (fetched: readonly Fetched[], prefixes: readonly string[]) =>
  fetched.filter((f) => prefixes.some((prefix) => new URL(f.url).pathname.startsWith(prefix)));
