// The launcher (script tag `init({ launcher: true })`, <ChatModal launcher/>): a round button at
// the bottom right that opens the chat modal and closes it, with the unread total as a badge.
// Not a lazy chunk: measured (issue 18), the split cost more bytes up front than the button.
import { useTranslation } from 'react-i18next';
import { useUnreadTotal } from '../../provider/unread-context';
import { Badge, LauncherButton } from './launcher.styles';
import { LAUNCHER_ATTRIBUTE } from './launcher-mark';

export interface ChatLauncherProps {
  open: boolean;
  onToggle(): void;
  /** Above the modal's overlay, so a click on it closes the chat. */
  zIndex: number;
}

/** The badge's text: spec/chat.md §9 caps unread badges at 99+. */
export const badgeText = (total: number) => (total > 99 ? '99+' : String(total));

export default function ChatLauncher({ open, onToggle, zIndex }: ChatLauncherProps) {
  const { t } = useTranslation('chat');
  const total = useUnreadTotal();
  // A disclosure button: one name, its state in aria-expanded; the unread count is in the name.
  const label = total > 0 ? t('shell.launcherUnread', { count: badgeText(total) }) : t('shell.launcher');
  return (
    <LauncherButton
      type="button"
      $z={zIndex}
      aria-label={label}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onToggle}
      // While the chat is open its focus trap owns the focus: a press that focused the launcher
      // would make the trap pull focus back into the chat (onto a tab, which selects it) just
      // before the click closes it. The click alone closes; focus then returns as on Escape.
      onMouseDown={(event) => open && event.preventDefault()}
      {...{ [LAUNCHER_ATTRIBUTE]: '' }}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.8 2 11.5c0 2.5 1.3 4.8 3.4 6.3L4.6 21l3.8-1.9c1.1.3 2.3.4 3.6.4 5.5 0 10-3.8 10-8.5S17.5 3 12 3zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z"
        />
      </svg>
      {total > 0 && <Badge aria-hidden="true">{badgeText(total)}</Badge>}
    </LauncherButton>
  );
}
