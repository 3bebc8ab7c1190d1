// The interview invitation (docs/console.md §2, §4, §5): what the console shell wires.
export { InviteToInterviewDialog } from './interview-dialog';
export { BatchInviteDialog } from './batch-invite-dialog';
