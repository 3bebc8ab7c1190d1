import { imageSize } from './image-size';

const pad = (bytes: number[], length = 64) => Uint8Array.from([...bytes, ...new Array(Math.max(0, length - bytes.length)).fill(0)]);
const be16 = (n: number) => [n >> 8, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('imageSize', () => {
  it('reads PNG', () => {
    expect(imageSize(pad([0x89, ...ascii('PNG\r\n\x1a\n'), ...be32(13), ...ascii('IHDR'), ...be32(640), ...be32(480)]))).toEqual({ width: 640, height: 480 });
  });

  it('reads GIF', () => {
    expect(imageSize(pad([...ascii('GIF89a'), ...le16(320), ...le16(200)]))).toEqual({ width: 320, height: 200 });
  });

  it('reads BMP (a bottom-up height is negative)', () => {
    const header = [...ascii('BM'), ...new Array(16).fill(0), ...le32(100), ...le32(-50 >>> 0)];
    expect(imageSize(pad(header))).toEqual({ width: 100, height: 50 });
  });

  it('reads JPEG past an APP segment to the frame header', () => {
    const app0 = [0xff, 0xe0, ...be16(16), ...new Array(14).fill(0)];
    const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(768), ...be16(1024)];
    expect(imageSize(pad([0xff, 0xd8, ...app0, ...sof0]))).toEqual({ width: 1024, height: 768 });
  });

  it('reads WebP (lossy, lossless and extended)', () => {
    const riff = (chunk: string, body: number[]) => pad([...ascii('RIFF'), ...le32(100), ...ascii('WEBP'), ...ascii(chunk), ...body]);
    // VP8: width at byte 26, height at 28 (after the frame tag and start code).
    expect(imageSize(riff('VP8 ', [...le32(0), 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(300), ...le16(150)]))).toEqual({ width: 300, height: 150 });
    const bits = (400 - 1) | ((200 - 1) << 14);
    expect(imageSize(riff('VP8L', [...le32(0), 0x2f, ...le32(bits)]))).toEqual({ width: 400, height: 200 });
    expect(imageSize(riff('VP8X', [...le32(0), 0, 0, 0, 0, 0x1f, 0x03, 0, 0x0f, 0x02, 0]))).toEqual({ width: 800, height: 528 });
  });

  it('gives 0 × 0 for anything else', () => {
    expect(imageSize(pad(ascii('%PDF-1.7')))).toEqual({ width: 0, height: 0 });
    expect(imageSize(new Uint8Array(3))).toEqual({ width: 0, height: 0 });
  });
});
