// The feedback form's values and rules, as the server's (type required, text 1 to 500 after
// trimming, up to three screenshots, a contact of at most 50 that is a mobile number or an e-mail),
// with messages in the console's language.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { FEEDBACK_MAX, FEEDBACK_TYPES, type FeedbackType } from '@employment-cloud/api-contract';
import type { FieldNames } from '../../kit';

export interface FeedbackFormValues {
  type: FeedbackType | '';
  content: string;
  contact: string;
}

/** A mainland mobile number: 11 digits starting with 1, as the interview form's 联系电话. */
const MOBILE = /^1\d{10}$/;

export const EMPTY_FEEDBACK: FeedbackFormValues = { type: '', content: '', contact: '' };

export const feedbackSchema = (t: TFunction) =>
  z.object({
    type: z.union([z.enum(FEEDBACK_TYPES), z.literal('')]).refine((value) => value !== '', t('feedback.chooseType')),
    content: z.string().trim().min(1, t('feedback.contentRequired')).max(FEEDBACK_MAX, t('feedback.contentTooLong')),
    contact: z
      .string()
      .trim()
      .max(50, t('feedback.contactTooLong'))
      .refine((v) => v === '' || MOBILE.test(v) || z.email().safeParse(v).success, t('feedback.contactInvalid')),
  });

/** The words of the server's messages (every locale) that name each field. */
export const FEEDBACK_FIELD_NAMES: FieldNames<keyof FeedbackFormValues> = {
  type: ['反馈类型', '反饋類型', 'feedback type'],
  content: ['反馈内容', '反饋內容', 'feedback text'],
  contact: ['联系方式', '聯絡方式', 'contact'],
};

export const IMAGE_FIELD_NAMES = ['截图', '截圖', 'screenshot'];
