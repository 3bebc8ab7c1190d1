// Emoji picker: tabs of the basic set and the three big face packs. Pictures come from the
// widget's own assets and load when shown (the picker mounts on opening; one tab at a time).
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { STICKER_AREA, stickerCatalogues } from '../../i18n/lazy/sticker';
import { stickerKeyOf } from '../../engine/message-summary';
import type { FacePayload } from '../../engine/message';
import { useChatOptions } from '../../provider/options-context';
import { BASIC_EMOJI, basicEmojiURL, FACE_PACKS, faceURL } from './emoji-data';
import { EmojiGrid, PickerBox } from './toolbar.styles';
import { rovingTab, rovingTabList } from '../common/roving-tabs';

export interface EmojiPickerProps {
  onEmoji(text: string): void;
  onFace(face: FacePayload): void;
}

const PACK_LABELS = ['composer.emojiPack1', 'composer.emojiPack2', 'composer.emojiPack3'] as const;

export function EmojiPicker({ onEmoji, onFace }: EmojiPickerProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  // The stickers' names ([小狗]…) name their buttons, not their file names (yz00@2x).
  const { t: tSticker } = useAreaTranslation(STICKER_AREA, stickerCatalogues);
  const stickerName = (data: string) => {
    const key = stickerKeyOf(data);
    return key ? tSticker(key) : data;
  };
  const { assetBase } = useChatOptions();
  const [tab, setTab] = useState('basic');
  return (
    <PickerBox>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.Content value="basic">
          <EmojiGrid>
            {BASIC_EMOJI.map((name) => (
              <button key={name} type="button" title={name} aria-label={name} onClick={() => onEmoji(name)}>
                <img src={basicEmojiURL(name, assetBase)!} alt="" width={24} height={24} loading="lazy" />
              </button>
            ))}
          </EmojiGrid>
        </Tabs.Content>
        {FACE_PACKS.map((pack) => (
          <Tabs.Content key={pack.index} value={`pack${pack.index}`}>
            <EmojiGrid $big>
              {pack.items.map((data) => (
                <button key={data} type="button" aria-label={stickerName(data)} title={stickerName(data)} onClick={() => onFace({ index: pack.index, data })}>
                  <img src={faceURL(data, assetBase)!} alt="" width={56} height={56} loading="lazy" />
                </button>
              ))}
            </EmojiGrid>
          </Tabs.Content>
        ))}
        <Tabs.List aria-label={t('composer.emoji')} {...rovingTabList}>
          <Tabs.Trigger value="basic" {...rovingTab(tab === 'basic')}>
            {t('composer.emojiBasic')}
          </Tabs.Trigger>
          {FACE_PACKS.map((pack, i) => (
            <Tabs.Trigger key={pack.index} value={`pack${pack.index}`} {...rovingTab(tab === `pack${pack.index}`)}>
              {t(PACK_LABELS[i]!)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
    </PickerBox>
  );
}
