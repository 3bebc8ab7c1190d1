// The "new messages" line above the first message that was unread when the conversation opened,
// and the chip that goes back up to it while it is above the viewport.
import { styled } from 'styled-components';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { v } from '../../theme/vars';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px 2px;
  color: ${v.primary};
  font-size: 12px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid currentColor;
    opacity: 0.4;
  }
`;

export function UnreadDivider() {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  return (
    <Line role="separator" data-testid="unread-divider">
      {t('message.unreadDivider')}
    </Line>
  );
}

/** The list's floating buttons: 回到最新位置 at the bottom, the jump to the first unread at the top. */
export const FloatingButton = styled.button<{ $top?: boolean }>`
  position: absolute;
  right: 16px;
  ${({ $top }) => ($top ? 'top: 12px;' : 'bottom: 12px;')}
  padding: 4px 12px;
  border: 1px solid ${v.border};
  border-radius: 14px;
  background: ${v.background};
  color: ${v.primary};
  box-shadow: ${v.shadow};
  cursor: pointer;
`;
