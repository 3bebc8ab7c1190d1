// The shapes the interview dialog exchanges with the server (docs/console.md §3, packages/server/README.md).

/** A published job of the caller's company (GET front/v1/job?status=2). */
export interface Job {
  id: number;
  title: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The body of POST front/v1/interview. */
export interface InterviewPayload {
  jobId: number;
  mobile: string;
  /** 1 online, 2 on-site. */
  interviewType: 1 | 2;
  address: string;
  /** An online interview's http(s) meeting link; '' for none (migration 0021). */
  meetingLink: string;
  latitude: number | null;
  longitude: number | null;
  /** yyyy-MM-dd HH:mm:00, the server's wall clock. */
  interviewTime: string;
  remark: string;
  /** The candidate's chat ID. */
  to: string;
}

/** The created interview as the server answers it (its shape beyond `id` is the server's). */
export type Interview = Record<string, unknown> & { id: number | string };

/** `request` of api/client.ts, or any function of its shape (the widget's HostFetcher is one). */
export type Fetcher = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

/** What the dialog needs of a toast service (sonner's `toast` has this shape). */
export interface Toast {
  success(message: string): unknown;
  error(message: string): unknown;
}
