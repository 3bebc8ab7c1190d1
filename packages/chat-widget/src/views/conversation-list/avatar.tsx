// An avatar image that retries a failed load up to 3 times (the widget README), then, as where
// there is no image, shows the name's initial on the colour its ID picks (avatar-colour.ts). The
// fallback is text, not a data: URL, so no image source in the widget is ever data: and a host's
// Content Security Policy needs no `img-src data:`.
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { safeUrl } from '../common/safe-url';
import { avatarColour, initialOf } from './avatar-colour';

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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: #fff;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: 600;
  line-height: 1;
  user-select: none;
  svg {
    width: 100%;
    height: 100%;
  }
`;

export interface AvatarProps {
  /** From data: only a web (or blob:) URL is loaded, anything else shows the fallback. */
  src: string | undefined;
  /** The accessible name ('' where the name is written beside it). */
  alt: string;
  size?: number;
  /** Whose it is: the user or group ID, which picks the initial's colour. */
  id?: string;
  /** The name whose first character shows without an image (default: `alt`, then `id`). */
  name?: string;
  /** Drawn instead of the initial when there is no usable image. */
  fallback?: ReactNode;
}

export function Avatar({ src, alt, size = 40, id, name, fallback }: AvatarProps) {
  const [failures, setFailures] = useState(0);
  const url = safeUrl(src, 'media');
  if (!url || failures > AVATAR_RETRIES) {
    const label = name || alt || id || '';
    return (
      <Drawn
        $size={size}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        style={fallback ? undefined : { background: avatarColour(id || label) }}
      >
        {fallback ?? initialOf(label)}
      </Drawn>
    );
  }
  const retry = failures === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`;
  return <Img $size={size} src={retry} alt={alt} onError={() => setFailures((n) => n + 1)} />;
}
