// A group the reader no longer belongs to, in place of its messages and composer: a tip saying
// why (you are no longer in it / it was dissolved) and, where the composer was, that nothing can
// be sent there. The conversation itself stays in the list, where it can be deleted.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../common/empty-state';
import { MutedNotice } from '../composer/composer.styles';
import type { GroupGone as Reason } from './use-group-gone';

export function GroupGone({ reason }: { reason: Reason }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <EmptyState data-testid="group-gone">{t(reason === 'dismissed' ? 'conversation.groupDismissed' : 'conversation.groupLeft')}</EmptyState>
      <MutedNotice role="status">{t('conversation.groupGoneNotice')}</MutedNotice>
    </>
  );
}
