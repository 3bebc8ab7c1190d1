// The interview custom message (docs/chat.md §3: businessID 'interview' with the interview
// object), sent over a logged-in chat engine, as the widget's toolbar sends it.
import type { ChatEngine } from '@employment-cloud/chat-widget';
import type { Interview } from './interview.types';

export function interviewMessageData(interview: Interview) {
  return { businessID: 'interview', interview };
}

/** A sender for InterviewServices.sendInterviewMessage; `description` is the message's summary text. */
export function interviewMessageSender(engine: Pick<ChatEngine, 'createCustomMessage' | 'sendMessage'>, description: string) {
  return async (to: string, interview: Interview): Promise<void> => {
    const message = engine.createCustomMessage({
      to,
      conversationType: 'C2C',
      payload: { data: JSON.stringify(interviewMessageData(interview)), description, extension: '' },
    });
    await engine.sendMessage(message);
  };
}
