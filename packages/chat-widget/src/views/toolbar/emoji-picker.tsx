// Emoji picker (dumb): tabs of the basic set and the three big face packs.
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import type { FacePayload } from '../../engine/message';
import { BASIC_EMOJI, basicEmojiURL, FACE_PACKS, faceURL } from './emoji-data';
import { EmojiGrid, PickerBox } from './toolbar.styles';

export interface EmojiPickerProps {
  onEmoji(text: string): void;
  onFace(face: FacePayload): void;
}

const PACK_LABELS = ['composer.emojiPack1', 'composer.emojiPack2', 'composer.emojiPack3'] as const;

export function EmojiPicker({ onEmoji, onFace }: EmojiPickerProps) {
  const { t } = useTranslation('chat');
  return (
    <PickerBox>
      <Tabs.Root defaultValue="basic">
        <Tabs.Content value="basic">
          <EmojiGrid>
            {BASIC_EMOJI.map((name) => (
              <button key={name} type="button" title={name} aria-label={name} onClick={() => onEmoji(name)}>
                <img src={basicEmojiURL(name)!} alt="" width={24} height={24} />
              </button>
            ))}
          </EmojiGrid>
        </Tabs.Content>
        {FACE_PACKS.map((pack) => (
          <Tabs.Content key={pack.index} value={`pack${pack.index}`}>
            <EmojiGrid $big>
              {pack.items.map((data) => (
                <button key={data} type="button" aria-label={data} onClick={() => onFace({ index: pack.index, data })}>
                  <img src={faceURL(data)} alt="" width={56} height={56} />
                </button>
              ))}
            </EmojiGrid>
          </Tabs.Content>
        ))}
        <Tabs.List aria-label={t('composer.emoji')}>
          <Tabs.Trigger value="basic">{t('composer.emojiBasic')}</Tabs.Trigger>
          {FACE_PACKS.map((pack, i) => (
            <Tabs.Trigger key={pack.index} value={`pack${pack.index}`}>
              {t(PACK_LABELS[i]!)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
    </PickerBox>
  );
}
