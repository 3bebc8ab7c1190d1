// A file name shown under its icon: cut after about 16 character widths, wide characters
// (CJK, full-width, emoji) counting 2, keeping the extension visible.
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{1F000}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;

export const widthOf = (char: string) => (WIDE.test(char) ? 2 : 1);

export function truncateName(name: string, maxWidth = 16): string {
  const chars = [...name];
  if (chars.reduce((sum, c) => sum + widthOf(c), 0) <= maxWidth) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 8 ? name.slice(dot) : '';
  let width = 0;
  let head = '';
  for (const char of chars) {
    width += widthOf(char);
    if (width > maxWidth) break;
    head += char;
  }
  return `${head}...${extension}`;
}
