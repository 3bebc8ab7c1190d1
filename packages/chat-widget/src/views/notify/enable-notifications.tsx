// 开启通知: asks the browser for permission to show new-message notifications, on the user's
// click only (never on load). Shown while the browser has not been asked yet and the host allows
// notifications; once answered (allowed or refused), it goes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useChatOptions } from '../../provider/options-context';
import { v } from '../../theme/vars';

const Button = styled.button`
  margin: 0 8px 0 auto;
  padding: 2px 10px;
  border: 1px solid ${v.border};
  border-radius: 12px;
  background: none;
  color: ${v.primary};
  font-size: 12px;
  cursor: pointer;
`;

const unasked = () => typeof Notification === 'function' && Notification.permission === 'default';

export function EnableNotifications() {
  const { t } = useTranslation('chat');
  const { notify } = useChatOptions();
  const [shown, setShown] = useState(unasked);
  if (!notify.desktop || !shown) return null;
  const ask = () => {
    void Promise.resolve(Notification.requestPermission())
      .catch(() => undefined)
      .then(() => setShown(unasked()));
  };
  return (
    <Button type="button" onClick={ask}>
      🔔 {t('shell.enableNotifications')}
    </Button>
  );
}
