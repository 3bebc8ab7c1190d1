// Reports how much of a message row is visible (IntersectionObserver; absent in jsdom).
import { useEffect, useRef, type ReactNode } from 'react';

export function ObservedRow({ onVisible, children }: { onVisible(ratio: number): void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.forEach((entry) => callback.current(entry.intersectionRatio)), { threshold: [0, 0.7, 1] });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{children}</div>;
}
