import type { Resume } from '@employment-cloud/api-contract';
import type { Db } from '../../db/connect';
import { resumeFileName } from '../../resume/resume-pdf';
import { relabel } from '../dict/dict-text';
import type { Locale } from '../i18n';

/** The resume file route (resume-file.ts): the candidate's upload, or a PDF rendered from the resume. */
const downloadUrl = (resumeId: number) => `/front/v1/common/file/downResume/${resumeId}`;

/**
 * A resume as the console shows it in full: profile, education, experience, expectations and its
 * file (for GET /front/v1/common/file/getPetUrl/:resumeId and downResume). The schema keeps one
 * education (degree, major) and the experience as the resume's summary, so those are what answer.
 * `download` is what downResume serves (with the bearer token): its URL, file name and type, so
 * the console can preview a PDF and save the file under its name. Callers have asked the
 * candidate policy first. Dictionary words stored as text (degree, work status) answer in `locale`.
 */
export async function resumeDetail(db: Db, chatUserPrefix: string, resumeId: number, locale: Locale): Promise<Resume> {
  const resume = await db
    .selectFrom('resumes as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .leftJoin('uploadedFiles as f', 'f.id', 'r.fileId')
    .select([
      'r.id',
      'r.userId',
      'u.avatar',
      'r.name',
      'r.sex',
      'r.age',
      'r.degree',
      'r.major',
      'r.workYears',
      'r.workStatus',
      'r.mobile',
      'r.email',
      'r.summary',
      'r.isOpen',
      'r.updatedAt',
      'f.id as fileId',
      'f.originalName as fileName',
      'f.mime as fileMime',
    ])
    .where('r.id', '=', resumeId)
    .executeTakeFirstOrThrow();
  const expectations = await db
    .selectFrom('resumeExpectations')
    .select(['id', 'position', 'city', 'salaryMin', 'salaryMax'])
    .where('resumeId', '=', resumeId)
    .orderBy('id')
    .execute();
  const degree = relabel(locale, 'degree', resume.degree);
  // The left join's file columns are NOT NULL where a file matched (fileId not null).
  const upload = resume.fileId === null ? null : { id: resume.fileId, name: resume.fileName!, mime: resume.fileMime! };
  return {
    id: resume.id,
    profile: {
      candidateId: resume.userId,
      chatId: `${chatUserPrefix}${resume.userId}`,
      name: resume.name,
      avatar: resume.avatar,
      sex: resume.sex,
      age: resume.age,
      degree,
      workYears: resume.workYears,
      workStatus: relabel(locale, 'work_status', resume.workStatus),
      mobile: resume.mobile,
      email: resume.email,
      isOpen: resume.isOpen,
      updatedAt: resume.updatedAt.toISOString(),
    },
    education: { degree, major: resume.major },
    experience: resume.summary,
    expectations,
    file: upload,
    download:
      upload === null
        ? { url: downloadUrl(resume.id), name: resumeFileName(resume.name), mime: 'application/pdf' }
        : { url: downloadUrl(resume.id), name: upload.name, mime: upload.mime },
  };
}
