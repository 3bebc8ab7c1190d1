// The interview invitation (spec/console.md §2, §4, §5): what the console shell wires.
export { InterviewDialog, InviteToInterviewDialog } from './interview-dialog';
export type { InviteToInterviewDialogProps } from './interview-dialog';
export { InterviewServicesProvider, defaultInterviewServices, FIRST_REPLY_EVENT } from './interview.services';
export type { InterviewServices, FirstReplyDetail } from './interview.services';
export { interviewMessageSender, interviewMessageData } from './interview.message';
export { interviewMachine } from './interview.machine';
export type { InterviewMachineInput, InterviewMode } from './interview.machine';
export type { Interview, InterviewPayload, Job, Toast, Fetcher } from './interview.types';
