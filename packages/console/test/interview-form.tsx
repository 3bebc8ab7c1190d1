// For the interview dialog's component tests: the console's zh-CN texts, a fetcher with the
// console client's semantics (envelope data, or the server's msg as the error) against the live
// server, a recording toast, and the form filled as a user fills it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { addSignedInTexts } from '../src/i18n';
import { messages } from '../src/locales/zh-CN';
import { signedInMessages } from '../src/locales/zh-CN/signed-in';
import type { Fetcher, Toast } from '../src/interview/interview.types';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: messages } }, initAsync: false, interpolation: { escapeValue: false } });
// As the signed-in gate does in the app: the form's key checks (isTopicKey) know its topic.
addSignedInTexts(i18n, signedInMessages);

export const WithTexts = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

/** What api/client.ts `request` does, against `origin` with `token`. */
export function consoleFetcher(origin: string, token: string): Fetcher {
  return (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${origin}/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await res.json()) as { code: number; msg: string; data: unknown };
    if (body.code !== 200) throw Object.assign(new Error(body.msg), { code: body.code });
    return body.data;
  }) as Fetcher;
}

export function recordingToast(): Toast & { seen: string[] } {
  const seen: string[] = [];
  return { seen, success: (message) => seen.push(`success ${message}`), error: (message) => seen.push(`error ${message}`) };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local day `offset` days from today, as the date picker's input takes it. */
export function dayFromToday(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export interface Filling {
  /** '' chooses no job. */
  jobId?: number | '';
  mobile?: string;
  online?: boolean;
  /** Shown once online is chosen. */
  meetingLink?: string;
  date?: string;
  time?: string;
  remark?: string;
}

/** Fills the form once its jobs are there; fields not given stay as they are. */
export async function fillForm({ jobId, mobile, online, meetingLink, date, time, remark }: Filling): Promise<void> {
  const job = screen.getByLabelText<HTMLSelectElement>('岗位');
  await waitFor(() => expect(job.options.length).toBeGreaterThan(1));
  if (jobId !== undefined) fireEvent.change(job, { target: { value: String(jobId) } });
  if (mobile !== undefined) fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: mobile } });
  if (online) fireEvent.click(screen.getByRole('radio', { name: '线上面试' }));
  if (meetingLink !== undefined) fireEvent.change(await screen.findByLabelText('会议链接'), { target: { value: meetingLink } });
  if (date !== undefined) fireEvent.change(screen.getByLabelText('面试日期'), { target: { value: date } });
  if (time !== undefined) fireEvent.change(screen.getByLabelText('面试时间'), { target: { value: time } });
  if (remark !== undefined) fireEvent.change(screen.getByLabelText('备注'), { target: { value: remark } });
}

export const submitForm = () => fireEvent.click(screen.getByRole('button', { name: '发送邀请' }));
