// Focus back on a menu's anchor when the menu closes, but only when the menu had it (Escape, an
// item chosen) or it was lost: a menu closed because focus moved elsewhere (into a dialog) must
// not pull it back, or the dialog's focus trap and the menu fight over it.
export function restoreFocusTo(anchor: HTMLElement | null | undefined) {
  if (!anchor) return;
  const root = anchor.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement as HTMLElement | null;
  const hadIt = !active || active === anchor.ownerDocument.body || anchor.contains(active) || active.closest('[role="menu"]') !== null;
  if (hadIt) anchor.focus({ preventScroll: true });
}
