export { resumeSendMachine } from './resume-send.machine';
export { resumeSendView, sameResumeSendView } from './resume-send.connect';
export { RESUMES_PATH, resumeListOf, resumeMessageData } from './resume-list';
export type { CandidateResume } from './resume-send.types';
