// Writes the emoji and sticker pictures next to the script tag's bundle (dist/embed/assets), with
// the kit's keys: emoji/emoji_N.svg for BASIC_EMOJI[N], face/<data>.svg for each pack item. Run by
// the root tsup config after the widget's builds; the reference server serves them at
// /widget/assets/. Separate small files, fetched only when shown: none is inlined in a bundle.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BASIC_EMOJI, FACE_PACKS } from '../src/views/toolbar/emoji-data';
import { BASIC_ART, FACE_ART } from './emoji-art';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
}

const LICENSE = `The emoji and sticker pictures in this folder are drawn from Fluent Emoji (flat style)
by Microsoft Corporation, https://github.com/microsoft/fluentui-emoji, under the MIT License:

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

function loadIconSet(): IconSet {
  const require = createRequire(join(process.cwd(), 'packages/chat-widget/package.json'));
  return JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as IconSet;
}

/** An icon's body in a 32-unit box (every icon of the set is 32 × 32; a differing one is refused). */
function bodyOf(set: IconSet, name: string): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`emoji-assets: no "${name}" in @iconify-json/fluent-emoji-flat`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  if (width !== 32 || height !== 32 || icon.left || icon.top) throw new Error(`emoji-assets: "${name}" is not a 32 × 32 icon`);
  return icon.body;
}

const svg = (size: number, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${content}</svg>\n`;

/** Writes dist/embed/assets under `embedDir`; returns how many pictures it wrote. */
export function writeEmojiAssets(embedDir: string): number {
  if (BASIC_ART.length !== BASIC_EMOJI.length) throw new Error(`emoji-assets: ${BASIC_ART.length} pictures for ${BASIC_EMOJI.length} basic emoji`);
  FACE_PACKS.forEach((pack, i) => {
    if (FACE_ART[i]?.items.length !== pack.items.length)
      throw new Error(`emoji-assets: pack ${pack.index} has ${pack.items.length} items and ${FACE_ART[i]?.items.length} pictures`);
  });
  const set = loadIconSet();
  const root = join(embedDir, 'assets');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'emoji'), { recursive: true });
  mkdirSync(join(root, 'face'), { recursive: true });
  let written = 0;
  BASIC_ART.forEach((art, index) => {
    const name = typeof art === 'string' ? art : art.name;
    const body = typeof art === 'string' ? bodyOf(set, name) : `<g transform="matrix(-1 0 0 1 32 0)">${bodyOf(set, name)}</g>`;
    writeFileSync(join(root, 'emoji', `emoji_${index}.svg`), svg(32, body));
    written++;
  });
  FACE_PACKS.forEach((pack, i) => {
    const art = FACE_ART[i]!;
    pack.items.forEach((data, j) => {
      // A sticker: the picture large on a rounded tile of the pack's colour, tilted a little either way.
      const tilt = j % 2 === 0 ? -6 : 6;
      const content = `<rect x="4" y="4" width="112" height="112" rx="28" fill="${art.tile}"/><g transform="rotate(${tilt} 60 60) translate(20 20) scale(2.5)">${bodyOf(set, art.items[j]!)}</g>`;
      writeFileSync(join(root, 'face', `${data}.svg`), svg(120, content));
      written++;
    });
  });
  writeFileSync(join(root, 'LICENSE.txt'), LICENSE);
  return written;
}
