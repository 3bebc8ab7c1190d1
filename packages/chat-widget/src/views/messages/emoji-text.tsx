// The basic emoji keys in a text ([微笑]: what the picker inserts, as Tencent's kits do) shown as
// their pictures, which ship with the widget; the key stays as the picture's alt text (copying,
// screen readers). Anything else in brackets stays text.
import type { ReactNode } from 'react';
import { basicEmojiURL } from '../toolbar/emoji-data';

const KEY_RE = /(\[[^[\]\s]{1,4}\])/;

export function withEmoji(text: string, assetBase: string | undefined): ReactNode[] {
  if (!assetBase || !text.includes('[')) return [text];
  return text.split(KEY_RE).map((part, index) => {
    const src = index % 2 === 1 ? basicEmojiURL(part, assetBase) : null;
    return src ? <img key={index} src={src} alt={part} width={20} height={20} style={{ verticalAlign: 'text-bottom' }} /> : part;
  });
}
