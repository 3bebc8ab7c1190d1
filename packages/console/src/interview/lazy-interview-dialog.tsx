// The widget's toolbar slot, loaded when first opened: the form (react-hook-form, zod, the date
// picker with date-fns) is not part of the layout's download.
import type { InterviewDialogProps } from '@employment-cloud/chat-widget';
import { lazy, Suspense } from 'react';
import { Loading } from '../layout/loading';

const InterviewDialog = lazy(() => import('./interview-dialog').then((module) => ({ default: module.InterviewDialog })));

export function LazyInterviewDialog(props: InterviewDialogProps) {
  return (
    <Suspense fallback={<Loading />}>
      <InterviewDialog {...props} />
    </Suspense>
  );
}
