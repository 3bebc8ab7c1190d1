// The candidate's resumes as GET front/v1/candidate/resumes lists them, and the machine's events.

export interface CandidateResume {
  id: number;
  /** The resume's title (what the chooser lists). */
  name: string;
  /** The attachment's file name: the resume_custom message's text, and the name it downloads under. */
  fileName: string;
  updatedAt: string;
}

export interface ResumeSendContext {
  /** The resumes to choose from (more than one came back). */
  resumes: CandidateResume[];
}

export type ResumeSendEvent =
  /** The candidate pressed 发送简历 (the toolbar's, or an askResume card's). */
  | { type: 'START' }
  /** A resume picked in the chooser. */
  | { type: 'PICK'; id: number }
  /** The chooser closed without a pick. */
  | { type: 'CLOSE' };
