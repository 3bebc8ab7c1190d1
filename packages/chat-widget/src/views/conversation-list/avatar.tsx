// An avatar image that retries a failed load up to 3 times, then shows the default image.
import { useState } from 'react';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

export const AVATAR_RETRIES = 3;
/** A neutral silhouette, inline so no request is needed. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c9cdd4"/><circle cx="20" cy="15" r="7" fill="#fff"/><path d="M6 36c2-8 8-11 14-11s12 3 14 11z" fill="#fff"/></svg>');

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${v.radius};
  object-fit: cover;
  flex: none;
  background: ${v.surface};
`;

export interface AvatarProps {
  src: string;
  alt: string;
  size?: number;
}

export function Avatar({ src, alt, size = 40 }: AvatarProps) {
  const [failures, setFailures] = useState(0);
  const url = !src || failures > AVATAR_RETRIES ? DEFAULT_AVATAR : failures === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${failures}`;
  return <Img $size={size} src={url} alt={alt} onError={() => setFailures((n) => (url === DEFAULT_AVATAR ? n : n + 1))} />;
}
