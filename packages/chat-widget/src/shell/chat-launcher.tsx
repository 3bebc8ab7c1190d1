// The launcher (script tag `init({ launcher: true })`, <ChatModal launcher/>): a round button at
// the bottom right that opens the chat modal and closes it, with the unread total as a badge.
// Not a lazy chunk: measured (issue 18), the split cost more bytes up front than the button.
import { useTranslation } from 'react-i18next';
import { useUnreadTotal } from '../provider/unread-context';
import { Badge, LauncherButton } from './launcher.styles';
import { LAUNCHER_ATTRIBUTE } from './launcher-mark';

export interface ChatLauncherProps {
  open: boolean;
  onToggle(): void;
  /** Above the modal's overlay, so a click on it closes the chat. */
  zIndex: number;
}

/** The badge's text: docs/chat.md §9 caps unread badges at 99+. */
export const badgeText = (total: number) => (total > 99 ? '99+' : String(total));

export function ChatLauncher({ open, onToggle, zIndex }: ChatLauncherProps) {
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
        <path fill="currentColor" d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z" />
      </svg>
      {total > 0 && <Badge aria-hidden="true">{badgeText(total)}</Badge>}
    </LauncherButton>
  );
}
