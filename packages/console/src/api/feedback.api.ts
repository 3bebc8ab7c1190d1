// The feedback calls (issue 19): the company's past feedback with the platform's replies, and
// sending one (type, text up to 500, up to three uploaded screenshots, an optional contact).
import { request } from './client';

export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 3;
/** 1 待处理, 2 已回复. */
export const FEEDBACK_STATUS = { pending: 1, replied: 2 } as const;

export interface FeedbackImage {
  id: number;
  url: string;
  name: string;
}

export interface Feedback {
  id: number;
  type: FeedbackType;
  content: string;
  contact: string | null;
  images: FeedbackImage[];
  status: number;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  author: string;
}

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  images: number[];
  contact?: string;
}

const FEEDBACK = 'front/v1/feedback';
export async function fetchFeedback(query: { pageNum: number; pageSize: number }): Promise<{ list: Feedback[]; total: number }> {
  const data = await request<{ list: Feedback[]; count?: number; total?: number }>(`${FEEDBACK}?pageNum=${query.pageNum}&pageSize=${query.pageSize}`);
  return { list: data.list, total: Number(data.total ?? data.count ?? 0) };
}
export const sendFeedback = (input: FeedbackInput) => request<Feedback>(FEEDBACK, { method: 'POST', body: input });
