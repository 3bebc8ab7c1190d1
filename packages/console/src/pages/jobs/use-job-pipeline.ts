// The pipeline of the job shown in the detail drawer: loaded each time a job is shown (the
// drawer opened again reads it fresh), and again on retry.
import { useCallback, useEffect, useState } from 'react';
import type { JobPipeline } from '@employment-cloud/api-contract';
import { fetchJobPipeline } from '../../api/pipeline.api';
import type { ListStatus } from '../../kit';

export function useJobPipeline(jobId: number | null) {
  const [state, setState] = useState<{ status: ListStatus; pipeline: JobPipeline | null; error: string }>({ status: 'loading', pipeline: null, error: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (jobId === null) return;
    let current = true;
    setState({ status: 'loading', pipeline: null, error: '' });
    fetchJobPipeline(jobId).then(
      (pipeline) => current && setState({ status: 'ready', pipeline, error: '' }),
      (error: unknown) => current && setState({ status: 'error', pipeline: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [jobId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, pipeline: state.pipeline?.job.id === jobId ? state.pipeline : null, reload };
}
