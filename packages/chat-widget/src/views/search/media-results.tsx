// In-conversation image and video results (view): a grid of thumbnails under date headings
// (the widget README: grouped by date). An image opens the previewer over all the images found
// (n / total); a video goes to its message in the chat, where it plays.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Message } from '../../engine/message';
import { groupByDay } from '../../machines/search';
import { v } from '../../theme/vars';
import { safeUrl } from '../common/safe-url';
import { PreviewHost, useOpenPreview } from '../previewer';
import { Section } from './search.styles';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0 12px;
  list-style: none;
`;

const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${v.border};
  border-radius: 4px;
  background: ${v.surface};
  color: ${v.textSecondary};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover,
  &:focus-visible {
    border-color: ${v.primary};
  }
`;

/** The ▶ over a video's snapshot. */
const Play = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: #fff;
  font-size: 24px;
  text-shadow: 0 0 4px rgba(0, 0, 0, 0.6);
`;

/** The smallest picture a message offers: an image's thumbnail (type 2), a video's snapshot. */
function thumbnailOf(message: Message): string | null {
  if (message.type === 'TIMVideoFileElem') return safeUrl(message.payload.snapshotUrl, 'media');
  if (message.type !== 'TIMImageElem') return null;
  const infos = message.payload.imageInfoArray;
  return safeUrl((infos.find((info) => info.type === 2) ?? infos[0])?.url, 'media');
}

function MediaThumb({ message, onOpenMessage }: { message: Message; onOpenMessage(messageID: string): void }) {
  const { t } = useTranslation('chat');
  const openPreview = useOpenPreview();
  const video = message.type === 'TIMVideoFileElem';
  const src = thumbnailOf(message);
  const label = t(video ? 'conversation.summaryVideo' : 'conversation.summaryImage');
  const open = () => (!video && openPreview ? openPreview(message.ID) : onOpenMessage(message.ID));
  return (
    <li>
      <Thumb type="button" data-message-id={message.ID} aria-label={`${label} ${message.nick || message.from}`} title={label} onClick={open}>
        {src ? <img src={src} alt="" loading="lazy" /> : label}
        {video && <Play aria-hidden>▶</Play>}
      </Thumb>
    </li>
  );
}

export function MediaResults({ messages, onOpenMessage }: { messages: Message[]; onOpenMessage(messageID: string): void }) {
  const days = groupByDay(messages);
  return (
    // The previewer's set: the images found, newest first as shown.
    <PreviewHost messages={days.flatMap((day) => day.messages)}>
      {days.map(({ day, messages: ofDay }) => (
        <Section key={day} aria-label={day}>
          <h3>{day}</h3>
          <Grid>
            {ofDay.map((message) => (
              <MediaThumb key={message.ID} message={message} onOpenMessage={onOpenMessage} />
            ))}
          </Grid>
        </Section>
      ))}
    </PreviewHost>
  );
}
