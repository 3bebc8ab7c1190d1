// What the editor holds → the messages to send (docs/chat.md §5): one per attachment (image,
// video or file by type), then the text with its trailing newline trimmed; empty content is nothing.
export type ComposedItem = { type: 'text'; text: string; atUserList?: string[] } | { type: 'image' | 'video' | 'file'; file: File };

/** docs/chat.md §5: gif, jpeg, jpg, png, bmp, webp. */
export const IMAGE_ACCEPT = '.gif,.jpeg,.jpg,.png,.bmp,.webp,image/gif,image/jpeg,image/png,image/bmp,image/webp';
const IMAGE_EXTENSION = /\.(gif|jpe?g|png|bmp|webp)$/i;

export function kindOf(file: File): 'image' | 'video' | 'file' {
  if (file.type.startsWith('video/')) return 'video';
  if (/^image\/(gif|jpe?g|png|bmp|webp)$/i.test(file.type) || (!file.type && IMAGE_EXTENSION.test(file.name))) return 'image';
  return 'file';
}

// Control characters other than tab and newline, and zero-width characters some IMEs leave behind.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u200C\uFEFF]|\u200D/g;

/** Text as it is sent: CRLF made LF, control and zero-width characters removed. */
export function sanitizeText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

export function composeItems(text: string, files: readonly File[]): ComposedItem[] {
  const items: ComposedItem[] = files.map((file) => ({ type: kindOf(file), file }));
  const clean = sanitizeText(text).replace(/\n+$/, '');
  if (clean.trim() !== '') items.push({ type: 'text', text: clean });
  return items;
}

/** Bytes the 12K limit counts for a text message (its payload's JSON). */
export function textBytes(text: string): number {
  return new TextEncoder().encode(JSON.stringify({ text })).length;
}
