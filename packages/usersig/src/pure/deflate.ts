import { ZStream, Z_FINISH, Z_STREAM_END, zlibDeflate, zlibDeflateInit, zlibDeflateReset } from 'pako';

// One deflate context, reset per call: the state (window, hash chains, trees) is allocated once
// instead of for every sig. Level 6 is zlib's default, so the bytes match Node's deflateSync.
let stream: ZStream | undefined;
let output = new Uint8Array(1024);

/** zlib's deflateBound for the default window and memory level, plus slack. */
function bound(length: number): number {
  return length + (length >>> 12) + (length >>> 14) + (length >>> 25) + 64;
}

export function deflate(input: Uint8Array): Uint8Array {
  if (stream === undefined) {
    stream = new ZStream();
    if (zlibDeflateInit(stream, 6) !== 0) throw new Error('deflate init failed');
  } else if (zlibDeflateReset(stream) !== 0) {
    throw new Error('deflate reset failed');
  }
  const need = bound(input.length);
  if (output.length < need) output = new Uint8Array(need);
  stream.input = input;
  stream.next_in = 0;
  stream.avail_in = input.length;
  stream.output = output;
  stream.next_out = 0;
  stream.avail_out = output.length;
  if (zlibDeflate(stream, Z_FINISH) !== Z_STREAM_END) {
    stream = undefined;
    throw new Error('deflate did not finish');
  }
  return output.slice(0, stream.next_out);
}
