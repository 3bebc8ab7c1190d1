// sonner's toaster with the console's settings: a lazy chunk, mounted by ConsoleToaster. sonner's
// rich colours put text at 3.1–4.4:1 on its pale backgrounds (axe: colour contrast); these text
// colours keep every kind at 5.6:1 or more on the same backgrounds.
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_OFFSET } from './toast';

const READABLE = {
  '--success-text': '#006b24',
  '--info-text': '#0a5cc7',
  '--warning-text': '#8a4b00',
  '--error-text': '#c40000',
} as CSSProperties;

export default function SonnerToaster() {
  return <Toaster position="top-center" duration={TOAST_DEFAULT_MS} offset={TOAST_OFFSET} richColors style={READABLE} />;
}
