// The company's jobs for the job filter: every status (a closed job keeps its submissions), the
// latest updated first, up to the server's page limit of 100.
import { useEffect, useState } from 'react';
import { fetchJobs } from '../../api/jobs.api';

export interface JobOption {
  id: number;
  title: string;
}

export function useCompanyJobs(): JobOption[] {
  const [jobs, setJobs] = useState<JobOption[]>([]);
  useEffect(() => {
    let current = true;
    fetchJobs({ pageNum: 1, pageSize: 100, sort: 'updatedAt', order: 'desc' }).then(
      ({ list }) => current && setJobs(list.map(({ id, title }) => ({ id, title }))),
      // Told by the error policy; the filter offers 全部职位 alone.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return jobs;
}
