import zlib from 'node:zlib';

/**
 * zlib.deflateSync builds and tears down a whole stream object and native context per call,
 * which is most of a sig's cost. This keeps one native deflate context and resets it per call.
 * Node exposes no public API for that, so it goes through the stream's handle; the handle's
 * shape is checked, and its output compared with deflateSync once, before it is trusted.
 * If anything differs (another Node version), every call falls back to deflateSync.
 */
interface DeflateHandle {
  reset(): void;
  writeSync(flush: number, input: Uint8Array, inOff: number, inLen: number, out: Uint8Array, outOff: number, outLen: number): void;
}

interface Reusable {
  handle: DeflateHandle;
  state: Uint32Array; // [avail_out after, avail_in after]
  keepAlive: zlib.Deflate;
}

const PROBE = Buffer.from('{"TLS.ver":"2.0","TLS.identifier":"probe","TLS.sdkappid":1,"TLS.time":1,"TLS.expire":1}');
let reusable: Reusable | null | undefined;
let out = Buffer.allocUnsafe(4096);

/** Deflates into the shared output buffer; the length written, or -1 if it did not finish. */
function run(r: Reusable, input: Uint8Array): number {
  if (out.length < input.length + 1024) out = Buffer.allocUnsafe(input.length * 2 + 1024);
  r.handle.reset();
  r.handle.writeSync(zlib.constants.Z_FINISH, input, 0, input.length, out, 0, out.length);
  const availOut = r.state[0]!;
  const availIn = r.state[1]!;
  return availIn !== 0 || availOut === 0 ? -1 : out.length - availOut;
}

function open(): Reusable | null {
  try {
    const stream = zlib.createDeflate() as unknown as { _handle?: DeflateHandle; _writeState?: Uint32Array };
    const handle = stream._handle;
    const state = stream._writeState;
    if (!handle || typeof handle.reset !== 'function' || typeof handle.writeSync !== 'function') return null;
    // Not instanceof: the handle's array may come from another realm (vm contexts, test runners).
    if (Object.prototype.toString.call(state) !== '[object Uint32Array]' || state!.length < 2) return null;
    const r: Reusable = { handle, state: state!, keepAlive: stream as unknown as zlib.Deflate };
    const expected = zlib.deflateSync(PROBE);
    for (let i = 0; i < 2; i++) {
      const length = run(r, PROBE);
      if (length < 0 || !out.subarray(0, length).equals(expected)) return null;
    }
    return r;
  } catch {
    return null;
  }
}

export function deflate(input: Uint8Array): Uint8Array {
  if (reusable === undefined) reusable = open();
  if (reusable !== null) {
    const length = run(reusable, input);
    if (length >= 0) return Buffer.from(out.subarray(0, length));
  }
  return zlib.deflateSync(input);
}

/** Base64 of deflate(utf8(text)), read straight out of the shared buffer without a copy. */
export function deflateToBase64(text: string): string {
  const input = Buffer.from(text, 'utf8');
  if (reusable === undefined) reusable = open();
  if (reusable !== null) {
    const length = run(reusable, input);
    if (length >= 0) return out.toString('base64', 0, length);
  }
  return zlib.deflateSync(input).toString('base64');
}

/** Which path deflate takes here; for tests and the benchmark's report. */
export function deflatePath(): 'reused-context' | 'deflateSync' {
  if (reusable === undefined) reusable = open();
  return reusable === null ? 'deflateSync' : 'reused-context';
}
