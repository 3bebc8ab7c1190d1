// Opens the image previewer over a message list: bubbles ask for a message ID, the host finds the
// set (the list's previewable images) and mounts the previewer, loaded on first use only.
import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { Message } from '../../engine/message';
import { previewImagesOf } from '../../machines/previewer/preview-images';

const ImagePreviewer = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.ImagePreviewer })));

type OpenPreview = (messageID: string) => void;

const PreviewContext = createContext<OpenPreview | null>(null);

/** Opens the previewer at a message; null outside a <PreviewHost>. */
export const useOpenPreview = (): OpenPreview | null => useContext(PreviewContext);

export function PreviewHost({ messages, children }: { messages: readonly Message[]; children: ReactNode }) {
  const [opened, setOpened] = useState<{ images: ReturnType<typeof previewImagesOf>; index: number } | null>(null);
  const open = useCallback<OpenPreview>(
    (messageID) => {
      const images = previewImagesOf(messages);
      const index = images.findIndex((image) => image.id === messageID);
      if (index >= 0) setOpened({ images, index });
    },
    [messages],
  );
  const close = useCallback(() => setOpened(null), []);
  return (
    <PreviewContext.Provider value={open}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ImagePreviewer images={opened.images} index={opened.index} onClose={close} />
        </Suspense>
      )}
    </PreviewContext.Provider>
  );
}
