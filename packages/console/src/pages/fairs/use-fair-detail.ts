// A fair's detail (loading / error with retry / ready) and reloading it after a sign-up action.
import { useCallback, useEffect, useState } from 'react';
import { fetchFair, type FairDetail } from '../../api/fairs.api';

export type FairDetailState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; fair: FairDetail };

export function useFairDetail(id: number): { state: FairDetailState; reload: () => void } {
  const [state, setState] = useState<FairDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // A reload keeps the shown fair until the new answer comes.
    if (attempt === 0) setState({ status: 'loading' });
    fetchFair(id).then(
      (fair) => live && setState({ status: 'ready', fair }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
