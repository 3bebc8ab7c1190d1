// The banner above a group chat's messages for its owner and admins (docs/chat.md §2):
// 'N group applications' and 'Click to handle'.
import type { TFunction } from 'i18next';
import { Banner } from './group-applications.styles';

export interface ApplicationBannerProps {
  count: number;
  t: TFunction;
  onOpen(): void;
}

export function ApplicationBanner({ count, t, onOpen }: ApplicationBannerProps) {
  if (count === 0) return null;
  return (
    <Banner role="status" data-testid="group-application-banner">
      <span>{t('groupApplication.banner', { count })}</span>
      <button type="button" aria-haspopup="dialog" onClick={onOpen}>
        {t('groupApplication.handle')}
      </button>
    </Banner>
  );
}
