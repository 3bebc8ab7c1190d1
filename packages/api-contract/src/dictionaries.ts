// The platform's dictionaries (public: the register and login pages need them before anyone has a
// session), with labels in the reader's language, and the map drawer's picker page.
import { z } from 'zod';
import { listOf } from './envelope';

// ---- requests

/** GET dict-data: one dictionary by its type (industry, company_scale, degree…). */
export const dictQuery = z.object({
  dictType: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z_]+$/),
});
export type DictQuery = z.input<typeof dictQuery>;

// ---- answers

export const dictEntry = z.object({
  dictType: z.string(),
  /** The code a form sends. */
  value: z.string(),
  /** The label in the reader's language. */
  label: z.string(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof dictEntry>;

/** GET dict-data's answer: every entry, in the dictionary's order. */
export const dictList = listOf(dictEntry);

/** GET map-picker's answer: the picker page the server's settings name, or null for none. */
export const mapPicker = z.object({ url: z.string().nullable() });
export type MapPicker = z.infer<typeof mapPicker>;
