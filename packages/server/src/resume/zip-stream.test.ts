import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { uniqueEntryName, zipStream } from './zip-stream';

it('names same-named files apart, by a number before the extension, whatever the case', () => {
  const taken = new Set<string>();
  expect(['简历.pdf', '简历.pdf', '简历.PDF', 'notes', 'notes'].map((name) => uniqueEntryName(name, taken))).toEqual([
    '简历.pdf',
    '简历 (2).pdf',
    '简历 (3).PDF',
    'notes',
    'notes (2)',
  ]);
});

it('keeps folders and control characters out of a name', () => {
  const taken = new Set<string>();
  expect(uniqueEntryName('../a/b\\c:d\u0000.pdf', taken)).toBe('__a_b_c_d_.pdf');
  expect(uniqueEntryName('', taken)).toBe('_');
});

it('writes bytes and streams into one archive, in order', async () => {
  const big = Buffer.alloc(300_000, 7);
  const out = zipStream([
    { name: 'a.txt', body: new TextEncoder().encode('a') },
    { name: 'b.bin', body: Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]) },
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of out) chunks.push(chunk as Buffer);
  const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  expect(Object.keys(entries)).toEqual(['a.txt', 'b.bin']);
  expect(Buffer.from(entries['b.bin']!).equals(big)).toBe(true);
});
