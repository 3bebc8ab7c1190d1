// The search machine for a view: bound to the widget's engine, failures as the spec's toast.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMachineFor, type SearchMode } from '../../machines/search';
import { useChatEngine } from '../../provider/engine-context';
import { useErrorText } from '../toast/error-text';
import { useToast } from '../toast/toast-provider';

export function useSearch(mode: SearchMode, conversationID: string | null = null) {
  const engine = useChatEngine();
  const toast = useToast();
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  // The reason in the reader's language, by the engine's error code (never the engine's English);
  // read through a ref, since the machine is made once while the error texts arrive lazily.
  const report = useRef((error: unknown) => toast.error(t('search.failed', { reason: errorText(error) })));
  useEffect(() => {
    report.current = (error: unknown) => toast.error(t('search.failed', { reason: errorText(error) }));
  }, [toast, t, errorText]);
  const machine = useMemo(() => searchMachineFor(engine, (error) => report.current(error)), [engine]);
  const actor = useActorRef(machine, { input: { mode, conversationID } });
  return { actor };
}

export type SearchActor = ReturnType<typeof useSearch>['actor'];
