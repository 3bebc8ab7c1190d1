// The resume the viewer shows: loaded at each opening (`opening` changes) and on retry; a refusal
// (404 记录不存在 for a resume one may not see) is its error, not a crash.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Resume } from '@employment-cloud/api-contract';
import type { ListStatus } from '../../kit';

export interface ResumeState {
  status: ListStatus;
  resume: Resume | null;
  error: string;
}

export function useResume(resumeId: number | null, opening: number, load: (id: number) => Promise<Resume>) {
  const [state, setState] = useState<ResumeState>({ status: 'loading', resume: null, error: '' });
  const [attempt, setAttempt] = useState(0);
  // The loader of the latest render: a new function each render loads nothing again.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (resumeId === null) return;
    let current = true;
    setState((s) => ({ status: 'loading', resume: s.resume?.id === resumeId ? s.resume : null, error: '' }));
    latestLoad.current(resumeId).then(
      (resume) => current && setState({ status: 'ready', resume, error: '' }),
      (error: unknown) => current && setState({ status: 'error', resume: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [resumeId, opening, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, resume: state.resume?.id === resumeId ? state.resume : null, reload };
}
