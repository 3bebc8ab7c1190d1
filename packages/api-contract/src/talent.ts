// The company's talent pool (tags and a note on a resume) and the caller's own favourite resumes.
import { z } from 'zod';
import { isoDateTime, listOf, paging } from './envelope';
import { candidate, expectation, recordId, recordParams } from './candidates';

// ---- requests

// A recruiter's tags and note on a talent-pool entry: at most 5 tags of 1 to 10 characters, a note of at most 200.
const tags = z.array(z.string().trim().min(1, 'talent.tag.required').max(10, 'talent.tag.tooLong')).max(5, 'talent.tags.tooMany');
const note = z.string().trim().max(200, 'talent.note.tooLong');

/** GET talent: a page, filtered by keyword (the name, the note) and one tag. */
export const talentQuery = z.object({ ...paging, keyword: z.string().trim().max(50).optional(), tag: z.string().trim().max(10).optional() });
export type TalentListQuery = z.output<typeof talentQuery>;
/** What a client asks for: a page, and any filter. */
export type TalentQuery = Pick<TalentListQuery, 'pageNum' | 'pageSize'> & Partial<Omit<TalentListQuery, 'pageNum' | 'pageSize'>>;

/** POST talent: a resume into the pool; the tags and note given replace an entry's own. */
export const talentAddBody = z.object({ resumeId: recordId, tags: tags.optional(), note: note.nullish() });
export type TalentAdd = z.input<typeof talentAddBody>;

/** PUT talent/:id: the entry's tags and note. */
export const talentEditBody = z.object({ tags, note: note.nullable() });
export type TalentEdit = z.input<typeof talentEditBody>;

/** GET favourite: a page of the caller's favourites, newest first. */
export const favouriteQuery = z.object({ ...paging });
export type FavouriteQuery = z.output<typeof favouriteQuery>;

/** POST favourite: the resume. */
export const favouriteBody = z.object({ resumeId: recordId });
export type FavouriteAdd = z.input<typeof favouriteBody>;

/** The :id of a talent-pool entry or a favourite. */
export const talentParams = recordParams;

// ---- answers

export const talentEntry = z.object({
  id: z.number().int(),
  resumeId: z.number().int(),
  candidate,
  expectation: expectation.nullable(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  /** Where it came from (人才搜索 …), in the reader's language. */
  source: z.string().nullable(),
  createdAt: isoDateTime,
});
export type TalentEntry = z.infer<typeof talentEntry>;
export const talentList = listOf(talentEntry);

export const favourite = z.object({
  id: z.number().int(),
  resumeId: z.number().int(),
  candidate,
  expectation: expectation.nullable(),
  /** The latest experience, one line. */
  experience: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Favourite = z.infer<typeof favourite>;
export const favouriteList = listOf(favourite);

/** POST favourite's answer: the one favourite of that resume. */
export const favouriteAdded = z.object({ id: z.number().int(), resumeId: z.number().int(), createdAt: isoDateTime });
export type FavouriteAdded = z.infer<typeof favouriteAdded>;
