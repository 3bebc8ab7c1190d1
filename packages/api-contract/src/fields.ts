// Field rules that several routes' requests share.
import { z } from 'zod';

/** An 11-digit mainland mobile number. */
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, { error: 'jobsManage.mobile.pattern' });
