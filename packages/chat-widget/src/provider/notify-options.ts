// What the host allows of the new-message notifier (`<ChatProvider notify>`): read up front by
// the provider, so nothing else is imported here.
/** What the host allows (`<ChatProvider notify>`; both on by default). */
export interface NotifyOptions {
  /** A short beep. */
  sound: boolean;
  /** A browser notification with the sender's name and the message's summary (after the user allowed them). */
  desktop: boolean;
}

export const DEFAULT_NOTIFY: NotifyOptions = { sound: true, desktop: true };
