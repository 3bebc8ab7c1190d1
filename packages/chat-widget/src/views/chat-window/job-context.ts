// The job and resume a recruiter discusses with a candidate (GET front/v1/chat), for the header.
import { useEffect, useState } from 'react';
import type { HostFetcher } from '../../provider/options-context';

export interface JobContext {
  resume: {
    name: string;
    workStatus: string | null;
    sex: string | null;
    age: number | null;
    degree: string | null;
    major: string | null;
    workYearsString: string | null;
    expectations: { city: string | null; position: string | null; salaryString: string | null }[];
  } | null;
  job: { id: number; title: string } | null;
}

/** Null while unknown, or when the host has no fetcher or the peer is no candidate. */
export function useJobContext(fetcher: HostFetcher | undefined, peerUserID: string | null): JobContext | null {
  const [context, setContext] = useState<JobContext | null>(null);
  useEffect(() => {
    setContext(null);
    if (!fetcher || !peerUserID) return;
    let live = true;
    fetcher<JobContext>(`front/v1/chat?to=${encodeURIComponent(peerUserID)}&withResume=1`)
      .then((data) => live && setContext({ resume: data?.resume ?? null, job: data?.job ?? null }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fetcher, peerUserID]);
  return context;
}
