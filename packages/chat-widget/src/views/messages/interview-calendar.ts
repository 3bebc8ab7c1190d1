// 下载日历 on the interview card: the interview's .ics file through the host's fetcher (it carries
// the session, which a plain link cannot), from the route the card already reads the interview by
// (the candidate's own, or the recruiter's company's), saved under the server's name for it.
import type { HostFetcher } from '../../provider/options-context';
import { saveBlob } from './resume-download';

/** `interviewPath`: front/v1/candidate/interview/<id> or front/v1/interview/<id>, the id encoded. */
export async function downloadInterviewCalendar(fetcher: HostFetcher, interviewPath: string, id: string): Promise<void> {
  const blob = await fetcher<Blob>(`${interviewPath}/ics`, { responseType: 'blob' });
  saveBlob(blob, `interview-${id.replace(/[^\w-]/g, '_')}.ics`);
}
