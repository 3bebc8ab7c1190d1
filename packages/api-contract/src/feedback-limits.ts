// The feedback form's kinds and limits: plain constants (no zod), for a client's form.
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The text's most characters. */
export const FEEDBACK_MAX = 500;
/** The most screenshots one feedback carries. */
export const FEEDBACK_IMAGES_MAX = 3;
/** 1 待处理, 2 已回复. */
export const FEEDBACK_STATUS = { pending: 1, replied: 2 } as const;
