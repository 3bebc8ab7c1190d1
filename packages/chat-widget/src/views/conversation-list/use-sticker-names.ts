// Stickers' names ([小狗]) for the list's lines: their catalogue is a lazy chunk, fetched once a
// line shows a sticker; the list renders again when it is in (i18next does not re-render on an
// added catalogue). Until then, or when it cannot load, a sticker reads [动画表情].
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAreaCatalogue } from '../../i18n/lazy-catalogue';

export function useStickerNames(needed: boolean): void {
  const { i18n } = useTranslation('chat');
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let mounted = true;
    import('../../i18n/lazy/sticker')
      .then(({ STICKER_AREA, stickerCatalogues }) => {
        addAreaCatalogue(i18n, STICKER_AREA, stickerCatalogues);
        if (mounted) setLoaded(true);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [needed, i18n]);
}
