// The read panel is a separate chunk: most readers never open it, and the widget's up-front
// download has a ceiling (test/size.test.ts). Render this only while a panel is wanted.
import { Suspense } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { ReadPanelContainerProps } from './read-panel';

const ReadPanel = lazyWithRetry(() => import('./read-panel'));

export function ReadPanelLoader(props: ReadPanelContainerProps) {
  return (
    <Suspense fallback={null}>
      <ReadPanel {...props} />
    </Suspense>
  );
}
