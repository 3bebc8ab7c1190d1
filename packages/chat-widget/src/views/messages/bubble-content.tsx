// The body of a bubble by message type.
import { useState } from 'react';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { STICKER_AREA, stickerCatalogues } from '../../i18n/lazy/sticker';
import { addAreaCatalogue, useAreaTranslation } from '../../i18n/lazy-catalogue';
import { GROUP_TIP_AREA, groupTipCatalogues } from '../../i18n/lazy/group-tip';
import { provideGroupTipSummaries } from './group-tip-summary';
import { styled } from 'styled-components';
import type { Message } from '../../engine';
import { stickerKeyOf } from '../../engine/message-summary';
import { isPreviewable } from '../../machines/previewer/preview-images';
import { v } from '../../theme/vars';
import { useChatOptions } from '../../provider/options-context';
import { localPreviewOf } from '../common/local-previews';
import { safeUrl } from '../common/safe-url';
import { faceURL } from '../toolbar/emoji-data';
import { useOpenPreview } from '../previewer';
import { toggleAudio } from './audio-player';
import { CustomBubble } from './custom-bubble';
import { groupTipText } from '../../engine/group-tip-text';
import { TextWithMentions } from './mention-highlight';
import { RelayCard } from './relay-card';
import { audioWidthPx, fileSizeText, fit, imageMaxPx, videoMaxPx } from './media-size';

// The conversation list's summaries get tips' sentences with this chunk.
provideGroupTipSummaries();

const Text = styled.span`
  white-space: pre-wrap;
  word-break: break-word;
  a {
    color: ${v.primary};
  }
`;
const Audio = styled.button<{ $width: number }>`
  white-space: nowrap;
  width: ${({ $width }) => $width}px;
  border: none;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  padding: 0;
`;
const FileBox = styled.a`
  display: flex;
  flex-direction: column;
  min-width: 160px;
  color: inherit;
  text-decoration: none;
`;
const ImageButton = styled.button`
  display: block;
  padding: 0;
  border: none;
  background: none;
  cursor: zoom-in;
`;
const Muted = styled.span`
  color: ${v.textSecondary};
  font-size: 12px;
`;

export interface BubbleContentProps {
  message: Message;
  /** Width of the chat on mobile; null on desktop. */
  mobileWidth: number | null;
}

function AudioBubble({ url, second }: { url: string; second: number }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Audio
      $width={audioWidthPx(second)}
      aria-pressed={playing}
      onClick={() =>
        toggleAudio(
          url,
          () => setPlaying(true),
          () => setPlaying(false),
          playing,
        )
      }
    >
      {playing ? '❚❚' : '▶'} {Math.max(1, Math.round(second))}″
    </Audio>
  );
}

export function BubbleContent({ message, mobileWidth }: BubbleContentProps) {
  const { t, i18n } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  addAreaCatalogue(i18n, GROUP_TIP_AREA, groupTipCatalogues);
  useAreaTranslation(STICKER_AREA, stickerCatalogues);
  const { assetBase } = useChatOptions();
  const openPreview = useOpenPreview();
  switch (message.type) {
    case 'TIMTextElem':
      return (
        <Text>
          <TextWithMentions message={message} text={message.payload.text} />
        </Text>
      );
    case 'TIMImageElem': {
      const info = message.payload.imageInfoArray.find((i) => i.type === 1) ?? message.payload.imageInfoArray[0];
      const src = safeUrl(info?.url, 'media');
      if (!info || !src) {
        // Being sent: the user's own file while it uploads (the message has no URL yet).
        const local = localPreviewOf(message.ID);
        const max = imageMaxPx(mobileWidth);
        return local ? (
          <img src={local} alt={t('conversation.summaryImage')} style={{ display: 'block', borderRadius: 4, maxWidth: max, maxHeight: max }} />
        ) : (
          <Muted>[图片]</Muted>
        );
      }
      const size = fit(info.width, info.height, imageMaxPx(mobileWidth));
      const image = <img src={src} alt="" width={size.width} height={size.height} style={{ display: 'block', borderRadius: 4 }} />;
      if (!openPreview || !isPreviewable(message)) return image;
      return (
        <ImageButton type="button" aria-label={t('previewer.title')} onClick={() => openPreview(message.ID)}>
          {image}
        </ImageButton>
      );
    }
    case 'TIMSoundElem':
      return <AudioBubble url={safeUrl(message.payload.url, 'media') ?? ''} second={message.payload.second} />;
    case 'TIMVideoFileElem': {
      const { snapshotWidth, snapshotHeight } = message.payload;
      const max = videoMaxPx(mobileWidth);
      // Sized by its snapshot within the spec's box (§9); without one (the local engine's
      // videos), by the video's own size once its metadata is in, within the same box.
      const size = snapshotWidth > 0 && snapshotHeight > 0 ? fit(snapshotWidth, snapshotHeight, max) : null;
      // Without a usable source the player stays empty rather than loading what the message
      // names; while it uploads, the sender's own file plays.
      const src = safeUrl(message.payload.videoUrl, 'media') ?? localPreviewOf(message.ID) ?? undefined;
      return (
        <video
          src={src}
          poster={safeUrl(message.payload.snapshotUrl, 'media') ?? undefined}
          controls
          preload="metadata"
          style={{ display: 'block', borderRadius: 4, maxWidth: max, maxHeight: max }}
          {...(size ?? {})}
        />
      );
    }
    case 'TIMFileElem': {
      // A file whose URL is not a web URL shows its name and size but is no link.
      const href = safeUrl(message.payload.fileUrl);
      const link = href ? { href, download: message.payload.fileName, target: '_blank', rel: 'noopener noreferrer' } : { as: 'div' as const };
      return (
        <FileBox {...link}>
          <span>📄 {message.payload.fileName}</span>
          <Muted>
            {fileSizeText(message.payload.fileSize)} · {t('message.download')}
          </Muted>
        </FileBox>
      );
    }
    case 'TIMFaceElem': {
      // A sticker of the packs is the widget's own picture; one whose data is a URL (http...) is
      // that image; anything else is its name in brackets.
      const { data } = message.payload;
      const own = faceURL(data, assetBase);
      const src = own ?? (/^https?:/i.test(data) ? safeUrl(data, 'media') : null);
      const sticker = stickerKeyOf(data);
      return (
        <Text data-face-index={message.payload.index}>
          {src ? <img src={src} alt={sticker ? `[${t(sticker)}]` : t('message.face')} width={80} height={own ? 80 : undefined} /> : `[${data}]`}
        </Text>
      );
    }
    case 'TIMLocationElem':
      return <Text>📍 {message.payload.description || t('message.location')}</Text>;
    case 'TIMCustomElem':
      return <CustomBubble message={message} />;
    case 'TIMRelayElem':
      return <RelayCard message={message} />;
    case 'TIMGroupTipElem':
      return <Muted>{groupTipText(message.payload, (key, values) => t(key, values ?? {}))}</Muted>;
    default:
      return <Muted>{t('message.unknown')}</Muted>;
  }
}
