// Container (loaded lazily): the previewer machine for one opening, its downloads and refusal
// toasts, and the view. Calls onClose when the machine ends (Escape, the close button).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { previewerMachine, previewerView, samePreviewerView, type PreviewImage } from '../../machines/previewer';
import { useToast } from '../toast/toast-provider';
import { PreviewerView } from './previewer-view';
import { saveImage } from './save-image';

export interface ImagePreviewerProps {
  images: PreviewImage[];
  index: number;
  onClose(): void;
}

export default function ImagePreviewer({ images, index, onClose }: ImagePreviewerProps) {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const machine = useMemo(
    () =>
      previewerMachine.provide({
        actions: {
          download: (_, { url, name }) => void saveImage(url, name).catch(() => toast.error(t('previewer.downloadFailed'))),
          refuse: (_, key) => toast.error(t(key)),
        },
      }),
    [toast, t],
  );
  const actor = useActorRef(machine, { input: { images, index } });
  const view = useSelector(actor, (s) => previewerView(s.context), samePreviewerView);
  const done = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return <PreviewerView view={view} send={actor.send} />;
}
