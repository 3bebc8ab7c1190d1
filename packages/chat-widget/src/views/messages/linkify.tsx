// Text with its http(s) URLs made links (through the one URL rule) and, given the asset base, its
// emoji keys pictures; everything else stays text, which React escapes.
import { Fragment, type ReactNode } from 'react';
import { SafeLink } from '../common/safe-link';
import { withEmoji } from './emoji-text';

const URL_RE = /(https?:\/\/[^\s<>"'，。]+)/gi;

/** With `assetBase`, the basic emoji keys of the text show as their pictures too. */
export function linkify(text: string, assetBase?: string): ReactNode[] {
  return text
    .split(URL_RE)
    .map((part, index) => (index % 2 === 1 ? <SafeLink key={index} href={part} /> : <Fragment key={index}>{withEmoji(part, assetBase)}</Fragment>));
}
