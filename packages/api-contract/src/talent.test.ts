import { favourite, favouriteAdded, favouriteBody, talentAddBody, talentEditBody, talentEntry, talentQuery } from './talent';
import { firstMessage } from '../test/first-message';

describe('talent pool and favourite requests', () => {
  it('an entry added: the resume from digits, tags and note optional, both trimmed', () => {
    expect(talentAddBody.parse({ resumeId: '7', tags: [' 前端 '], note: ' 好 ' })).toEqual({ resumeId: 7, tags: ['前端'], note: '好' });
    expect(talentAddBody.parse({ resumeId: 7 })).toEqual({ resumeId: 7 });
    expect(talentAddBody.safeParse({ resumeId: 0 }).success).toBe(false);
  });

  it('at most five tags of one to ten characters, a note of at most 200', () => {
    expect(firstMessage(talentEditBody.safeParse({ tags: ['a', 'b', 'c', 'd', 'e', 'f'], note: null }))).toBe('talent.tags.tooMany');
    expect(firstMessage(talentEditBody.safeParse({ tags: [' '], note: null }))).toBe('talent.tag.required');
    expect(firstMessage(talentEditBody.safeParse({ tags: ['x'.repeat(11)], note: null }))).toBe('talent.tag.tooLong');
    expect(firstMessage(talentEditBody.safeParse({ tags: [], note: 'x'.repeat(201) }))).toBe('talent.note.tooLong');
    // An edit names both: the tags (maybe none) and the note (maybe null).
    expect(talentEditBody.safeParse({ tags: [] }).success).toBe(false);
  });

  it('a list query: paging from text, a tag of at most ten', () => {
    expect(talentQuery.parse({ pageNum: '3', tag: '前端' })).toEqual({ pageNum: 3, pageSize: 10, tag: '前端' });
    expect(talentQuery.safeParse({ tag: 'x'.repeat(11) }).success).toBe(false);
  });

  it('a favourite names its resume', () => {
    expect(favouriteBody.parse({ resumeId: 9 })).toEqual({ resumeId: 9 });
    expect(favouriteBody.safeParse({}).success).toBe(false);
  });
});

describe('talent pool and favourite answers', () => {
  const candidate = { id: 3, chatId: 'u3', resumeId: 7, name: '李雷', avatar: null, sex: null, age: null, degree: null, workYears: null };
  const createdAt = new Date(0).toISOString();

  it('an entry: its candidate, first expectation or none, tags and ISO date', () => {
    const entry = { id: 1, resumeId: 7, candidate, expectation: null, tags: ['前端'], note: null, source: '人才搜索', createdAt };
    expect(talentEntry.safeParse(entry).success).toBe(true);
    expect(talentEntry.safeParse({ ...entry, tags: '前端' }).success).toBe(false);
    expect(talentEntry.safeParse({ ...entry, expectation: { position: '前端' } }).success).toBe(false);
  });

  it('a favourite, and the one POST answers', () => {
    expect(favourite.safeParse({ id: 1, resumeId: 7, candidate, expectation: null, experience: null, createdAt }).success).toBe(true);
    expect(favouriteAdded.safeParse({ id: 1, resumeId: 7, createdAt }).success).toBe(true);
    expect(favouriteAdded.safeParse({ id: 1, resumeId: 7, createdAt: new Date(0) }).success).toBe(false);
  });
});
