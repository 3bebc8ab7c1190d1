// The invited candidate's side of an interview (the card in their chat): their own interview's
// current state, and accepting or declining it while it waits (INTERVIEW_STATUS.pending). Another
// user's interview answers as absent. The .ics file (CANDIDATE_INTERVIEW_PATHS.calendar) is a blob.
import { z } from 'zod';
import { idParams } from './envelope';
import { wallClockTime } from './interviews';

// ---- requests

/** The :id of the candidate's interview. */
export const candidateInterviewParams = idParams;

/** POST respond: accept or decline. */
export const interviewAnswerBody = z.object({ accept: z.boolean({ error: 'interview.accept.required' }) });
export type InterviewAnswerRequest = z.input<typeof interviewAnswerBody>;

// ---- answers

/** GET one's and respond's answer: the interview as the candidate sees it, with the company inviting. */
export const candidateInterview = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The recruiter's number the invitation gives. */
  mobile: z.string(),
  /** INTERVIEW_TYPE. */
  interviewType: z.number().int(),
  address: z.string().nullable(),
  meetingLink: z.string().nullable(),
  /** The server's wall clock, yyyy-MM-dd HH:mm:ss. */
  interviewTime: wallClockTime,
  remark: z.string().nullable(),
  /** INTERVIEW_STATUS. */
  status: z.number().int(),
  candidateId: z.number().int(),
});
export type CandidateInterview = z.infer<typeof candidateInterview>;
