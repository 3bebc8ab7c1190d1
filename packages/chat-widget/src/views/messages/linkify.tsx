// Text with its http(s) URLs made links (through the one URL rule); everything else stays text,
// which React escapes.
import type { ReactNode } from 'react';
import { SafeLink } from '../common/safe-link';

const URL_RE = /(https?:\/\/[^\s<>"'，。]+)/gi;

export function linkify(text: string): ReactNode[] {
  return text.split(URL_RE).map((part, index) => (index % 2 === 1 ? <SafeLink key={index} href={part} /> : part));
}
