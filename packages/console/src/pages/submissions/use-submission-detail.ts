// The submission shown in the drawer: loaded when opened (the server marks it viewed, so
// `onViewed` lets the list and counts follow), again on retry or after an action.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionDetail } from '@employment-cloud/api-contract';
import { fetchSubmission } from '../../api/submissions.api';
import type { ListStatus } from '../../kit';

export function useSubmissionDetail(id: number | null, onViewed: (detail: SubmissionDetail) => void) {
  const [state, setState] = useState<{ status: ListStatus; detail: SubmissionDetail | null; error: string }>({ status: 'loading', detail: null, error: '' });
  const [attempt, setAttempt] = useState(0);
  const viewed = useRef(onViewed);
  viewed.current = onViewed;

  useEffect(() => {
    if (id === null) return;
    let current = true;
    setState((s) => ({ status: 'loading', detail: s.detail?.id === id ? s.detail : null, error: '' }));
    fetchSubmission(id).then(
      (detail) => {
        if (!current) return;
        setState({ status: 'ready', detail, error: '' });
        viewed.current(detail);
      },
      (error: unknown) => current && setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, detail: state.detail?.id === id ? state.detail : null, reload };
}
