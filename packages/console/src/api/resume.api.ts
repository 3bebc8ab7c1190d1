// One resume in full by its id (GET front/v1/resume/:id), for the resume drawer wherever a candidate
// appears (layout/resume-viewer/resume-viewer.tsx). The server's candidate policy decides: a resume
// the recruiter may not see answers 404 记录不存在, told by the error policy and rejected.
import { request } from './client';
import { RESUME_PATHS, pathTo, type Resume } from '@employment-cloud/api-contract';

export const fetchResume = (id: number) => request<Resume>(pathTo(RESUME_PATHS.detail, { id }));
