// The dashboard's figures: loading, ready or error with a retry; loaded again when the page
// comes back into view (a kept-alive tab), as the lists are.
import { useCallback, useEffect, useState } from 'react';
import { fetchDashboard, type Dashboard } from '../../api/dashboard.api';
import type { ListStatus } from '../../kit';

export function useDashboard(returns: number) {
  const [state, setState] = useState<{ status: ListStatus; data: Dashboard | null; error: string }>({ status: 'loading', data: null, error: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: 'loading', error: '' }));
    fetchDashboard().then(
      (data) => current && setState({ status: 'ready', data, error: '' }),
      (error: unknown) => current && setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
  }, [attempt, returns]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
