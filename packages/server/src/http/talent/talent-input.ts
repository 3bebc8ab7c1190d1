import { z } from 'zod';

// A record ID from a path or a body: a number or its digits; absent answers field.required, not field.invalid.
export const recordId = z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : Number(v)), z.number().int().min(1).max(2147483647));
export const idParams = z.object({ id: recordId });

// A recruiter's tags and note on a talent-pool entry: at most 5 tags of 1 to 10 characters, a note of at most 200.
const tags = z.array(z.string().trim().min(1, 'talent.tag.required').max(10, 'talent.tag.tooLong')).max(5, 'talent.tags.tooMany');
const note = z.string().trim().max(200, 'talent.note.tooLong');

export const talentAddBody = z.object({ resumeId: recordId, tags: tags.optional(), note: note.nullish() });
export const talentEditBody = z.object({ tags, note: note.nullable() });
export const resumeBody = z.object({ resumeId: recordId });

/** Tags without repeats, in their first order. */
export const distinctTags = (list: string[]) => [...new Set(list)];
