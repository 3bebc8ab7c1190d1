// Reads GET front/v1/candidate/resumes: `{ list: [{ id, name, fileName, updatedAt }] }`. The widget
// may meet a server older or newer than itself, so an entry without an ID or a file name (what
// the message needs) is left out rather than sent as a broken card.
import type { CandidateResume } from './resume-send.types';

export const RESUMES_PATH = 'front/v1/candidate/resumes';

export function resumeListOf(answer: unknown): CandidateResume[] {
  const list = (answer as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) throw new Error('front/v1/candidate/resumes: no list in the answer');
  return list.flatMap((entry: Record<string, unknown>) => {
    const id = Number(entry?.id);
    const fileName = typeof entry?.fileName === 'string' ? entry.fileName : '';
    if (!Number.isFinite(id) || !fileName) return [];
    const name = typeof entry.name === 'string' && entry.name ? entry.name : fileName;
    return [{ id, name, fileName, updatedAt: typeof entry.updatedAt === 'string' ? entry.updatedAt : '' }];
  });
}

/** The resume_custom message's data (docs/chat.md §3: id, text as file name). */
export function resumeMessageData(resume: CandidateResume) {
  return { businessID: 'resume_custom', id: resume.id, text: resume.fileName };
}
