// An avatar image that retries a failed load up to 3 times, then shows the fallback drawing. The
// fallback is inline SVG, not a data: URL, so no image source in the widget is ever data: and a
// host's Content Security Policy needs no `img-src data:`.
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { safeUrl } from '../common/safe-url';

export const AVATAR_RETRIES = 3;

const box = ({ $size }: { $size: number }) => `
  width: ${$size}px;
  height: ${$size}px;
  flex: none;
  border-radius: ${v.radius};
  overflow: hidden;
  background: ${v.surface};
`;
const Img = styled.img<{ $size: number }>`
  ${box}
  object-fit: cover;
`;
const Drawn = styled.span<{ $size: number }>`
  ${box}
  display: inline-block;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** A neutral silhouette: what a user without a (usable) avatar shows. */
export function Silhouette() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" fill="#c9cdd4" />
      <circle cx="20" cy="15" r="7" fill="#fff" />
      <path d="M6 36c2-8 8-11 14-11s12 3 14 11z" fill="#fff" />
    </svg>
  );
}

export interface AvatarProps {
  /** From data: only a web (or blob:) URL is loaded, anything else shows the fallback. */
  src: string | undefined;
  alt: string;
  size?: number;
  /** Drawn when there is no usable image; the silhouette by default. */
  fallback?: ReactNode;
}

export function Avatar({ src, alt, size = 40, fallback }: AvatarProps) {
  const [failures, setFailures] = useState(0);
  const url = safeUrl(src, 'media');
  if (!url || failures > AVATAR_RETRIES) {
    return (
      <Drawn $size={size} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {fallback ?? <Silhouette />}
      </Drawn>
    );
  }
  const retry = failures === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`;
  return <Img $size={size} src={retry} alt={alt} onError={() => setFailures((n) => n + 1)} />;
}
