import { recordId, recordParams } from '@employment-cloud/api-contract';
import { z } from 'zod';

// A record ID from a path or a body: the contract's rule (a number or its digits; absent answers field.required).
export const idParams = recordParams;

// A recruiter's tags and note on a talent-pool entry: at most 5 tags of 1 to 10 characters, a note of at most 200.
const tags = z.array(z.string().trim().min(1, 'talent.tag.required').max(10, 'talent.tag.tooLong')).max(5, 'talent.tags.tooMany');
const note = z.string().trim().max(200, 'talent.note.tooLong');

export const talentAddBody = z.object({ resumeId: recordId, tags: tags.optional(), note: note.nullish() });
export const talentEditBody = z.object({ tags, note: note.nullable() });
export const resumeBody = z.object({ resumeId: recordId });

/** Tags without repeats, in their first order. */
export const distinctTags = (list: string[]) => [...new Set(list)];
