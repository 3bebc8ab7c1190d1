// Text with http(s) links made clickable; everything else stays text (React escapes it).
import type { ReactNode } from 'react';

const URL_RE = /(https?:\/\/[^\s<>"'，。]+)/g;

export function linkify(text: string): ReactNode[] {
  return text.split(URL_RE).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
