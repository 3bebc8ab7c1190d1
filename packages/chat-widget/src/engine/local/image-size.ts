// Width and height from an image's first bytes (PNG, GIF, BMP, WebP, JPEG), so an image message
// carries its size although the upload answer has none. 0 × 0 when unreadable.

export interface ImageSize {
  width: number;
  height: number;
}

const NONE: ImageSize = { width: 0, height: 0 };

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

function jpeg(b: Uint8Array, view: DataView): ImageSize {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return NONE;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = view.getUint16(at + 2);
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) hold the height, then the width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return NONE;
}

function webp(b: Uint8Array, view: DataView): ImageSize {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X' && b.length >= 30) {
    return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)) };
  }
  if (chunk === 'VP8 ' && b.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return NONE;
}

export function imageSize(b: Uint8Array): ImageSize {
  if (b.length < 26) return NONE;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (ascii(b, 0, 3) === 'GIF') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (ascii(b, 0, 2) === 'BM') return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webp(b, view);
  if (b[0] === 0xff && b[1] === 0xd8) return jpeg(b, view);
  return NONE;
}
