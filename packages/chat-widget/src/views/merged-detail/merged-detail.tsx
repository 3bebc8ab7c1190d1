// Container (loaded lazily): the detail of the merged message on top of `levels` (the card
// clicked, then each merged card clicked inside it). A bundle whose messages were kept apart is
// downloaded first (engine.downloadMergerMessage, as Tencent's kits do).
import { useEffect, useState } from 'react';
import type { Message, MessageOf } from '../../engine';
import { MERGED_DETAIL_AREA, mergedDetailCatalogues } from '../../i18n/lazy/merged-detail';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { addAreaCatalogue, useAreaTranslation } from '../../i18n/lazy-catalogue';
import { useChatEngine } from '../../provider/engine-context';
import { BubbleContent } from '../messages/bubble-content';
import { useTimeText } from '../messages/use-time-text';
import { MergedDetailView } from './merged-detail-view';
import { mergedMessages, needsDownload } from './merged-messages';

export interface MergedDetailProps {
  levels: MessageOf<'TIMRelayElem'>[];
  onBack(): void;
  onClose(): void;
}

type Loaded = { of: MessageOf<'TIMRelayElem'>; messages: Message[] | null; failed: boolean };

export default function MergedDetail({ levels, onBack, onClose }: MergedDetailProps) {
  const { t, i18n } = useAreaTranslation(MERGED_DETAIL_AREA, mergedDetailCatalogues);
  addAreaCatalogue(i18n, MESSAGE_AREA, messageCatalogues); // its default title, message.mergedTitle
  const engine = useChatEngine();
  const timeText = useTimeText();
  const merged = levels[levels.length - 1]!;
  const [loaded, setLoaded] = useState<Loaded>({ of: merged, messages: null, failed: false });

  useEffect(() => {
    let live = true;
    if (!needsDownload(merged)) return void setLoaded({ of: merged, messages: mergedMessages(merged), failed: false });
    setLoaded({ of: merged, messages: null, failed: false });
    engine.downloadMergerMessage(merged).then(
      (full) => live && setLoaded({ of: merged, messages: mergedMessages(full), failed: false }),
      () => live && setLoaded({ of: merged, messages: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [engine, merged]);

  const current = loaded.of === merged ? loaded : { messages: null, failed: false };
  const note = current.failed ? t('mergedDetail.loadFailed') : current.messages?.length === 0 ? t('mergedDetail.empty') : null;
  return (
    <MergedDetailView
      title={merged.payload.title || t('message.mergedTitle')}
      backLabel={levels.length > 1 ? t('mergedDetail.back') : t('mergedDetail.close')}
      messages={current.messages}
      note={note}
      timeOf={(message) => timeText(message.time)}
      renderBody={(message) => <BubbleContent message={message} mobileWidth={null} />}
      onBack={levels.length > 1 ? onBack : onClose}
      onClose={onClose}
    />
  );
}
