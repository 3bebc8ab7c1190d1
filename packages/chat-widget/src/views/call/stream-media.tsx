// A MediaStream in a <video> or <audio>: srcObject is a property, not an attribute.
import { useEffect, useRef, type ComponentProps } from 'react';

type Props<K extends 'video' | 'audio'> = { as: K; stream: MediaStream | null } & Omit<ComponentProps<K>, 'ref'>;

export function StreamMedia<K extends 'video' | 'audio'>({ as, stream, ...rest }: Props<K>) {
  const ref = useRef<HTMLMediaElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    // Autoplay can be refused until the page had a gesture; the call's own buttons are one.
    if (stream) element.play?.()?.catch?.(() => {});
  }, [stream]);
  const Tag = as as 'video';
  return <Tag ref={ref as never} autoPlay playsInline {...rest} />;
}
