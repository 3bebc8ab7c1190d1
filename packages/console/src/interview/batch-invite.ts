// One invitation for several candidates (简历投递's batch 邀请面试): the form's interview created
// for each in turn (POST front/v1/interview), the chat linked to the job, and the interview card
// sent when the chat is connected; no conversation is opened. Without React.
import { createInterview, linkChat } from './interview.api';
import type { InterviewServices } from './interview.services';
import type { InterviewPayload } from './interview.types';

export interface Invitee {
  /** The candidate's chat ID. */
  to: string;
  name: string;
}

export interface BatchInviteResult {
  invited: number;
  /** No interview for these: the server's reason. */
  failed: { name: string; reason: string }[];
  /** Invited, but the card did not reach them (the chat is not connected, or the send failed). */
  unsent: { name: string; reason: string }[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function inviteEach(
  services: Pick<InterviewServices, 'fetcher' | 'sendInterviewMessage'>,
  payload: Omit<InterviewPayload, 'to'>,
  invitees: readonly Invitee[],
  chatUnavailable: string,
): Promise<BatchInviteResult> {
  const result: BatchInviteResult = { invited: 0, failed: [], unsent: [] };
  // One after another: the server checks each time against the candidate's other interviews.
  for (const { to, name } of invitees) {
    let interview;
    try {
      interview = await createInterview(services.fetcher, { ...payload, to });
      result.invited++;
    } catch (error) {
      result.failed.push({ name, reason: reasonOf(error) });
      continue;
    }
    try {
      await linkChat(services.fetcher, to, payload.jobId);
      if (!services.sendInterviewMessage) throw new Error(chatUnavailable);
      await services.sendInterviewMessage(to, interview);
    } catch (error) {
      result.unsent.push({ name, reason: reasonOf(error) });
    }
  }
  return result;
}
