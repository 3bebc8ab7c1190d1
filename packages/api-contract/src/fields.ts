// Field rules that several routes' requests share.
import { z } from 'zod';

/** An 11-digit mainland mobile number. */
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, { error: 'jobsManage.mobile.pattern' });

/** The URL POST /front/v1/common/uploadFile answers: /uploads/ and the stored name. */
export const uploadedFileUrl = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/uploads\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/);

/** A text field left blank ('' or spaces) counts as not given (null). */
export const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
