// The emoji sets of the toolbar (docs/chat.md §9): 62 basic emoji inserted as text like [微笑],
// and three big face packs of 18, 16 and 17 stickers sent as face messages (index = pack, data =
// item), with the chat kit's keys. Their pictures ship with the widget (dist/embed/assets, made
// at build time by build/emoji-assets.ts), found under the asset base the provider is given:
// no CDN, so the embedded default works without the internet.
export const BASIC_EMOJI = [
  '[微笑]',
  '[撇嘴]',
  '[色]',
  '[发呆]',
  '[得意]',
  '[流泪]',
  '[害羞]',
  '[闭嘴]',
  '[睡]',
  '[大哭]',
  '[尴尬]',
  '[发怒]',
  '[调皮]',
  '[呲牙]',
  '[惊讶]',
  '[难过]',
  '[酷]',
  '[冷汗]',
  '[抓狂]',
  '[吐]',
  '[偷笑]',
  '[可爱]',
  '[白眼]',
  '[傲慢]',
  '[饥饿]',
  '[困]',
  '[惊恐]',
  '[流汗]',
  '[憨笑]',
  '[大兵]',
  '[奋斗]',
  '[咒骂]',
  '[疑问]',
  '[嘘]',
  '[晕]',
  '[折磨]',
  '[衰]',
  '[骷髅]',
  '[敲打]',
  '[再见]',
  '[擦汗]',
  '[抠鼻]',
  '[鼓掌]',
  '[糗大了]',
  '[坏笑]',
  '[左哼哼]',
  '[右哼哼]',
  '[哈欠]',
  '[鄙视]',
  '[委屈]',
  '[快哭了]',
  '[阴险]',
  '[亲亲]',
  '[吓]',
  '[可怜]',
  '[菜刀]',
  '[西瓜]',
  '[啤酒]',
  '[篮球]',
  '[乒乓]',
  '[咖啡]',
  '[饭]',
] as const;

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** The picture of a basic emoji (by its position in BASIC_EMOJI, as the kit's emoji_N files), for rendering text with emoji. */
export function basicEmojiURL(name: string, base: string): string | null {
  const index = (BASIC_EMOJI as readonly string[]).indexOf(name);
  return index < 0 ? null : `${withSlash(base)}emoji/emoji_${index}.svg`;
}

const pack = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(2, '0')}@2x`);

/** index is the face message's `index`; items are its `data`. */
export const FACE_PACKS = [
  { index: 1, items: pack('yz', 18) },
  { index: 2, items: pack('ys', 16) },
  { index: 3, items: pack('gcs', 17) },
] as const;

/** The picture of a sticker of the packs (`yz00@2x`, or `yz00` as some kits send it); null for any other data. */
export function faceURL(data: string, base: string): string | null {
  const key = /@2x$/.test(data) ? data : `${data}@2x`;
  const known = FACE_PACKS.some((face) => (face.items as readonly string[]).includes(key));
  return known ? `${withSlash(base)}face/${key}.svg` : null;
}
