// The console's feedback: the company's past feedback with the platform's replies, and sending one
// (a type, the text, up to three uploaded screenshots, an optional contact).
import { z } from 'zod';
import { paging } from './envelope';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_MAX, FEEDBACK_TYPES } from './feedback-limits';

// ---- requests

const fileId = z
  .number({ error: 'feedback.images.invalid' })
  .int('feedback.images.invalid')
  .min(1, 'feedback.images.invalid')
  .max(2147483647, 'feedback.images.invalid');

/** POST: the screenshots are uploaded image file IDs (front/v1/common/uploadFile), each once. */
export const feedbackBody = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'feedback.type.required' }),
  content: z.string({ error: 'feedback.content.required' }).trim().min(1, 'feedback.content.required').max(FEEDBACK_MAX, 'feedback.content.tooLong'),
  images: z
    .array(fileId, { error: 'feedback.images.invalid' })
    .max(FEEDBACK_IMAGES_MAX, 'feedback.images.tooMany')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  // A way to reach the sender: a mobile number (11 digits starting with 1, as everywhere) or an e-mail.
  contact: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'feedback.contact.invalid' })
      .trim()
      .max(50, 'feedback.contact.tooLong')
      .refine((v) => /^1\d{10}$/.test(v) || z.email().safeParse(v).success, { error: 'feedback.contact.invalid' })
      .nullish(),
  ),
});

/** What the console's form sends. */
export interface FeedbackInput {
  type: (typeof FEEDBACK_TYPES)[number];
  content: string;
  images: number[];
  contact?: string;
}

/** GET: a page of the company's feedback, newest first. */
export const feedbackQuery = z.object({ ...paging });
export type FeedbackQuery = z.output<typeof feedbackQuery>;

// ---- answers

export const feedbackImage = z.object({ id: z.number().int(), url: z.string(), name: z.string() });
export type FeedbackImage = z.infer<typeof feedbackImage>;

/** One feedback as GET lists it and POST answers it. */
export const feedback = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(feedbackImage),
  /** FEEDBACK_STATUS: 1 待处理, 2 已回复. */
  status: z.number().int(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The name of the company user who sent it. */
  author: z.string(),
});
export type Feedback = z.infer<typeof feedback>;
