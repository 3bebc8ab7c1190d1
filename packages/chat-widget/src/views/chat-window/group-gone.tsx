// A group the reader no longer belongs to, in place of its messages and composer: a tip saying
// why (you are no longer in it / it was dissolved) and, where the composer was, that nothing can
// be sent there. The conversation itself stays in the list, where it can be deleted.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import type { GroupGone as Reason } from './use-group-gone';

const Messages = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;
const Tip = styled.p`
  margin: 0;
  padding: 4px 12px;
  border-radius: 12px;
  background: ${v.surface};
  color: ${v.textSecondary};
  font-size: 12px;
`;
const Notice = styled.div`
  padding: 24px 16px;
  text-align: center;
  color: ${v.textSecondary};
  background: ${v.surface};
`;

export function GroupGone({ reason }: { reason: Reason }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <Messages data-testid="group-gone">
        <Tip>{t(reason === 'dismissed' ? 'conversation.groupDismissed' : 'conversation.groupLeft')}</Tip>
      </Messages>
      <Notice role="status">{t('conversation.groupGoneNotice')}</Notice>
    </>
  );
}
