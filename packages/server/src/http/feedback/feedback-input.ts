// The feedback form's input: a type, the text (1 to 500 characters), up to three screenshots
// (uploaded image file IDs) and an optional contact.
import { z } from 'zod';
import { paging } from '../paging';

export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint', 'other'] as const;
export const FEEDBACK_MAX = 500;

const fileId = z
  .number({ error: 'feedback.images.invalid' })
  .int('feedback.images.invalid')
  .min(1, 'feedback.images.invalid')
  .max(2147483647, 'feedback.images.invalid');

export const feedbackBody = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'feedback.type.required' }),
  content: z.string({ error: 'feedback.content.required' }).trim().min(1, 'feedback.content.required').max(FEEDBACK_MAX, 'feedback.content.tooLong'),
  images: z
    .array(fileId, { error: 'feedback.images.invalid' })
    .max(3, 'feedback.images.tooMany')
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

export const feedbackQuery = z.object({ ...paging });
