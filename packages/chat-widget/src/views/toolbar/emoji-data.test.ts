// The emoji and sticker keys (docs/chat.md §9: 62 basic, packs of 18, 16, 17) and where their
// pictures are: under the asset base the widget is given, never a CDN.
import { BASIC_EMOJI, basicEmojiURL, FACE_PACKS, faceURL } from './emoji-data';

describe('emoji data', () => {
  it('has the kit’s sets', () => {
    expect(BASIC_EMOJI).toHaveLength(62);
    expect(FACE_PACKS.map((pack) => [pack.index, pack.items.length, pack.items[0]])).toEqual([
      [1, 18, 'yz00@2x'],
      [2, 16, 'ys00@2x'],
      [3, 17, 'gcs00@2x'],
    ]);
  });

  it('finds a basic emoji’s picture by its key, under the asset base', () => {
    expect(basicEmojiURL('[微笑]', 'https://portal.example/widget/assets/')).toBe('https://portal.example/widget/assets/emoji/emoji_0.svg');
    expect(basicEmojiURL('[饭]', '/widget/assets')).toBe('/widget/assets/emoji/emoji_61.svg');
    expect(basicEmojiURL('[不存在]', '/widget/assets/')).toBeNull();
  });

  it('finds a sticker’s picture by its data, with or without @2x; other data has none', () => {
    expect(faceURL('ys03@2x', '/widget/assets/')).toBe('/widget/assets/face/ys03@2x.svg');
    expect(faceURL('gcs16', '/widget/assets/')).toBe('/widget/assets/face/gcs16@2x.svg');
    expect(faceURL('gcs17@2x', '/widget/assets/')).toBeNull();
    expect(faceURL('https://cdn.example/a.png', '/widget/assets/')).toBeNull();
  });
});
