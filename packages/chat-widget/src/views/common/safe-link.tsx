// A link from data: an <a> opening in a new tab when safeUrl allows the URL for its use, else the
// same words as plain text, so a javascript: or data: "link" is seen but cannot be followed.
import type { ReactNode } from 'react';
import { safeUrl, type UrlUse } from './safe-url';

export interface SafeLinkProps {
  href: unknown;
  /** `web` (http, https) unless the link may mean mailto: or tel: too. */
  use?: Exclude<UrlUse, 'media'>;
  /** The words; the URL itself when absent. */
  children?: ReactNode;
}

export function SafeLink({ href, use = 'web', children }: SafeLinkProps) {
  const url = safeUrl(href, use);
  const text = children ?? (typeof href === 'string' ? href : '');
  if (!url) return <span>{text}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
