// Container of the read panel (loaded lazily: see lazy-read-panel.tsx): its machine on the
// widget's engine; `onClosed` once the 200 ms close is over.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Message } from '../../engine/message';
import { readPanelMachineFor, selectReadPanel, type ReadPanelProps } from '../../machines/read-panel';
import { useChatEngine } from '../../provider/engine-context';
import { ReadPanelView } from './read-panel-view';

export interface ReadPanelContainerProps {
  message: Message;
  onClosed(): void;
}

const sameProps = (a: ReadPanelProps, b: ReadPanelProps) => (Object.keys(a) as (keyof ReadPanelProps)[]).every((key) => a[key] === b[key]);

export default function ReadPanel({ message, onClosed }: ReadPanelContainerProps) {
  const engine = useChatEngine();
  const machine = useMemo(() => readPanelMachineFor(engine), [engine]);
  const panel = useActorRef(machine, { input: { message } });
  const props = useSelector(panel, selectReadPanel, sameProps);
  const done = useSelector(panel, (s) => s.status === 'done');
  useEffect(() => {
    if (done) onClosed();
  }, [done, onClosed]);

  return (
    <ReadPanelView
      {...props}
      onTab={(tab) => panel.send({ type: 'TAB', tab })}
      onLoadMore={() => panel.send({ type: 'LOAD_MORE' })}
      onRetry={() => panel.send({ type: 'RETRY' })}
      onClose={() => panel.send({ type: 'CLOSE' })}
    />
  );
}
