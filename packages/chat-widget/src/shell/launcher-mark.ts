// The attribute that marks the launcher, shared by the modal and the launcher: a press on the launcher is no press outside the dialog, so the launcher's own click
// decides (it closes the chat), instead of Radix closing it first and the click reopening it.
export const LAUNCHER_ATTRIBUTE = 'data-ec-launcher';

/** Whether an event passed through the launcher (composedPath: it may sit in a shadow root). */
export function fromLauncher(event: Event): boolean {
  return event.composedPath().some((node) => node instanceof Element && node.hasAttribute(LAUNCHER_ATTRIBUTE));
}
