// The resume-send machine wired to this widget: the host's API lists the resumes, the composer's
// (or the card's) send sends the chosen one, toasts say when there is none or the list failed.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { fromPromise } from 'xstate';
import { RESUMES_PATH, resumeListOf, resumeMessageData, resumeSendMachine, resumeSendView, sameResumeSendView } from '../../machines/resume-send';
import { useChatOptions } from '../../provider/options-context';
import type { OutgoingItem } from '../composer/use-send-items';
import { useToast } from '../toast/toast-provider';

export function useSendResume(onSend: (items: OutgoingItem[]) => void) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const { fetcher } = useChatOptions();
  const toast = useToast();
  // The machine is made once; what it calls may change (the composer's send follows its quote).
  const latest = useRef({ onSend, fetcher, toast, t });
  useEffect(() => {
    latest.current = { onSend, fetcher, toast, t };
  });
  const actor = useActorRef(
    resumeSendMachine.provide({
      actors: {
        loadResumes: fromPromise(async () => {
          const { fetcher: api } = latest.current;
          if (!api) throw new Error('no host API');
          return resumeListOf(await api(RESUMES_PATH));
        }),
      },
      actions: {
        sendResume: (_, { resume }) => {
          const { onSend: send, t: tr } = latest.current;
          send([
            { type: 'custom', custom: { data: JSON.stringify(resumeMessageData(resume)), description: tr('composer.sendResumeDescription'), extension: '' } },
          ]);
        },
        notifyNone: () => latest.current.toast.error(latest.current.t('composer.noResume')),
        notifyFailed: () => latest.current.toast.error(latest.current.t('composer.resumesFailed')),
      },
    }),
  );
  const view = useSelector(actor, resumeSendView, sameResumeSendView);
  return { view, send: actor.send };
}
