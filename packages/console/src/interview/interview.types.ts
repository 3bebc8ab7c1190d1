// The shapes the interview dialog exchanges with the server (docs/console.md §3, packages/server/README.md).
import type { Job as CompanyJob, InterviewInput } from '@employment-cloud/api-contract';

/** What the form uses of a published job of the caller's company (GET front/v1/job?status=2). */
export type Job = Pick<CompanyJob, 'id' | 'title' | 'address' | 'latitude' | 'longitude'>;

/** The body of POST front/v1/interview (the contract's InterviewInput). */
export type InterviewPayload = InterviewInput;

/** The interview the chat's card carries: the server's (the contract's CreatedInterview), and what a change adds to it. */
export type Interview = Record<string, unknown> & { id: number | string };

/** `request` of api/client.ts, or any function of its shape (the widget's HostFetcher is one). */
export type Fetcher = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

/** What the dialog needs of a toast service (sonner's `toast` has this shape). */
export interface Toast {
  success(message: string): unknown;
  error(message: string): unknown;
}
