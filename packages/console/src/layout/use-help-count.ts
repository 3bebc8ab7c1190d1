// The pending help sign-ups for the menu badge (spec §7: status=1, count).
import { useEffect, useState } from 'react';
import { request } from '../api/client';

export function useHelpCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    request<{ count: number }>('front/v1/company/help-user-plan-project', { query: { status: 1 } })
      .then((data) => live && setCount(Number(data?.count) || 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return count;
}
