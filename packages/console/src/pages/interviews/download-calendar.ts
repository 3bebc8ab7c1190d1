// 下载日历: the interview's .ics file (GET front/v1/interview/:id/ics, the server's README) is
// fetched with the session's token, which a plain link cannot carry, and saved through an object
// URL under the server's name for it. A failure is toasted by the client's error policy.
import { fetchInterviewCalendar } from '../../api/interviews.api';

export async function downloadInterviewCalendar(id: number): Promise<void> {
  const blob = await fetchInterviewCalendar(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `interview-${id}.ics`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
