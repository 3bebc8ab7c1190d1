// The host's "invite to interview" form, given to the widget as slots.interviewDialog: the widget
// shows it in its dialog from the chat toolbar (recruiters, one-to-one chats), and once the host
// created the interview (onSent) sends the interview card and emits interview-sent.
// Online interviews only, to keep the example short; the console's dialog has the whole form.
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import type { HostFetcher, InterviewDialogProps } from '@employment-cloud/chat-widget';

interface Job {
  id: number;
  title: string;
}

/** Tomorrow at 10:00 in the datetime-local input's format. */
function tomorrowAtTen(): string {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
}

export function interviewDialogFor(fetcher: HostFetcher): ComponentType<InterviewDialogProps> {
  return function InterviewDialog({ userID, onClose, onSent }: InterviewDialogProps) {
    const [jobs, setJobs] = useState<Job[] | null>(null);
    const [error, setError] = useState('');
    const [pending, setPending] = useState(false);

    useEffect(() => {
      // The company's published jobs (status 2): an interview is for one of them.
      fetcher<{ list: Job[] }>('front/v1/job?pageSize=100&idOrder=desc&status=2').then(
        ({ list }) => setJobs(list),
        (failure: Error) => setError(failure.message),
      );
    }, []);

    async function submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      setPending(true);
      setError('');
      try {
        const interview = await fetcher<Record<string, unknown>>('front/v1/interview', {
          method: 'POST',
          body: {
            jobId: Number(form.get('jobId')),
            mobile: String(form.get('mobile')),
            interviewType: 1,
            // The server reads "yyyy-MM-dd HH:mm:00" on its own wall clock.
            interviewTime: `${String(form.get('interviewTime')).replace('T', ' ')}:00`,
            to: userID,
          },
        });
        onSent(interview);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        setPending(false);
      }
    }

    return (
      <form className="interview-form" onSubmit={submit}>
        <label>
          岗位
          <select name="jobId" required disabled={!jobs}>
            {(jobs ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          联系电话 <input name="mobile" inputMode="numeric" pattern="1\d{10}" placeholder="13800000000" required />
        </label>
        <label>
          面试时间（线上） <input name="interviewTime" type="datetime-local" defaultValue={tomorrowAtTen()} required />
        </label>
        {error && <p role="alert">{error}</p>}
        <div className="interview-form-actions">
          <button type="button" onClick={onClose}>
            取消
          </button>
          <button type="submit" disabled={pending || !jobs?.length}>
            发送邀请
          </button>
        </div>
      </form>
    );
  };
}
