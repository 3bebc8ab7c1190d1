// Touch-first devices (mobile web): long-press menus, no "Open" action, no interview invite.
import { useEffect, useState } from 'react';

const QUERY = '(pointer: coarse)';

export function useTouch(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const media = window.matchMedia(QUERY);
    setTouch(media.matches);
    const onChange = () => setTouch(media.matches);
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, []);
  return touch;
}
