// The search machine for a view: bound to the widget's engine, failures as the spec's toast.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMachineFor, type SearchMode } from '../../machines/search';
import { useChatEngine } from '../../provider/engine-context';
import { useToast } from '../toast/toast-provider';

export function useSearch(mode: SearchMode, conversationID: string | null = null) {
  const engine = useChatEngine();
  const toast = useToast();
  const { t } = useTranslation('chat');
  const machine = useMemo(() => searchMachineFor(engine, (reason) => toast.error(t('search.failed', { reason }))), [engine, toast, t]);
  const actor = useActorRef(machine, { input: { mode, conversationID } });
  return { actor };
}

export type SearchActor = ReturnType<typeof useSearch>['actor'];
