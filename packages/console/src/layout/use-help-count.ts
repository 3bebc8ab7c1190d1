// The pending help sign-ups for the menu badge (spec §7: status=1, count). The count lives in a
// small store outside React, so the sign-up centre can change it at once after a review
// (helpCountChanged) and the layout's badge follows without a reload.
import { useEffect } from 'react';
import { request } from '../api/client';
import { externalValue, useExternalValue } from '../lib/external-value';

/**
 * The sign-up list of spec §7 (help.api.ts's SIGNUPS_PATH), written out here so the layout's
 * download does not take the help pages' API module with it.
 */
const SIGNUPS_PATH = 'front/v1/company/help-user-plan-project';

const pendingHelp = externalValue(0);
/** Answers of earlier loads that arrive late are dropped: the latest one wins. */
let latest = 0;

/** Loads the count from the server. */
export function loadHelpCount(): Promise<void> {
  const mine = ++latest;
  return request<{ count: number }>(SIGNUPS_PATH, { query: { status: 1, pageSize: 1 } }).then(
    (data) => {
      if (mine === latest) pendingHelp.set(Number(data?.count) || 0);
    },
    () => undefined,
  );
}

/** After a review: the badge moves by `delta` at once, then the server's count confirms it. */
export function helpCountChanged(delta: number): Promise<void> {
  latest += 1;
  pendingHelp.set(Math.max(0, pendingHelp.get() + delta));
  return loadHelpCount();
}

export function useHelpCount(enabled: boolean): number {
  useEffect(() => {
    if (enabled) void loadHelpCount();
  }, [enabled]);
  const count = useExternalValue(pendingHelp, 0);
  return enabled ? count : 0;
}
