// The send-resume button as a lazy chunk: recruiters' and hosts' first download stays as it was;
// a candidate's toolbar shows the button once its chunk (the machine and the chooser) is in.
import { Suspense } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { SendResumeButtonProps } from './send-resume-button';

const SendResumeButton = lazyWithRetry(() => import('./send-resume-button'));

export function LazySendResume(props: SendResumeButtonProps) {
  return (
    <Suspense fallback={null}>
      <SendResumeButton {...props} />
    </Suspense>
  );
}
