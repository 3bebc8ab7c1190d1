// What a resume download serves, for the one-file route (resume-file.ts) and the submissions'
// zip (talent/submission-zip.ts): the candidate's upload from the upload store, or a PDF rendered
// from the resume's fields. The callers ask the candidate policy first.
import type { Readable } from 'node:stream';
import type { Db } from '../db/connect';
import { renderResumePdf, resumeFileName } from '../resume/resume-pdf';
import type { UploadStore } from '../uploads/store';

export type ResumeRow = Awaited<ReturnType<typeof resumeRow>>;

export interface ResumeBody {
  type: string;
  /** Known for an upload (its Content-Length). */
  size?: number;
  body: Uint8Array | Readable;
}

/** The resume's fields and its upload's, if any. Throws when there is no such resume. */
export function resumeRow(db: Db, resumeId: number) {
  return db
    .selectFrom('resumes')
    .leftJoin('uploadedFiles', 'uploadedFiles.id', 'resumes.fileId')
    .select([
      'resumes.id',
      'resumes.name',
      'resumes.sex',
      'resumes.age',
      'resumes.degree',
      'resumes.major',
      'resumes.workYears',
      'resumes.workStatus',
      'resumes.mobile',
      'resumes.email',
      'resumes.summary',
      'uploadedFiles.storedName',
      'uploadedFiles.mime',
      'uploadedFiles.originalName',
    ])
    .where('resumes.id', '=', resumeId)
    .executeTakeFirstOrThrow();
}

/** The name the file is saved under: the upload's, or 某某的简历.pdf. */
export const downloadName = (resume: ResumeRow) => resume.originalName ?? resumeFileName(resume.name);

/** The bytes to serve, or undefined when the upload's file is gone from the store (removed by hand). */
export async function resumeBody(db: Db, uploads: UploadStore, resume: ResumeRow): Promise<ResumeBody | undefined> {
  if (resume.storedName && resume.mime) {
    const file = await uploads.open(resume.storedName);
    return file && { type: resume.mime, size: file.size, body: file.stream() };
  }
  const expectations = await db
    .selectFrom('resumeExpectations')
    .select(['city', 'position', 'salaryMin', 'salaryMax'])
    .where('resumeId', '=', resume.id)
    .orderBy('id')
    .execute();
  return { type: 'application/pdf', body: renderResumePdf({ ...resume, expectations }) };
}
