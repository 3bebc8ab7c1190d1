// The candidate's answer to an interview invitation, as the chat carries it to the recruiter: a
// custom message `{ businessID: 'interview_answer', id, status }` (status 2 accepted, 3 declined,
// as interviews.status on the server) that the candidate's widget sends after the server took the
// answer. It moves the conversation up and counts as unread like any message; and, heard on the
// recruiter's side, it tells the cards of that interview to read its status again. The message is
// a nudge, not the truth: a card reads the status from the server, so a forged one changes nothing
// but its own bubble. React-free: the cards and the host events subscribe.
import type { ChatEngine, Message } from '../engine';
import { EVENT } from '../engine/constants';

export const INTERVIEW_ANSWER = 'interview_answer';

export interface InterviewAnswer {
  id: string;
  /** 2 accepted, 3 declined. */
  status: 2 | 3;
}

/** The answer a message carries, or null for any other message. */
export function interviewAnswerOf(message: Message): InterviewAnswer | null {
  // Parsed here, not with the message list's customData: this module is in the first download.
  if (message.type !== 'TIMCustomElem' || !message.payload.data.includes(INTERVIEW_ANSWER)) return null;
  let data: { businessID?: unknown; id?: unknown; status?: unknown };
  try {
    data = JSON.parse(message.payload.data) as typeof data;
  } catch {
    return null;
  }
  if (data?.businessID !== INTERVIEW_ANSWER) return null;
  const id = typeof data.id === 'string' || typeof data.id === 'number' ? String(data.id) : '';
  const status = Number(data.status);
  if (!id || (status !== 2 && status !== 3)) return null;
  return { id, status };
}

/** `received`: from the peer (read the status again); `given`: here, after the server took it. */
export type AnswerListener = (answer: InterviewAnswer, source: 'received' | 'given') => void;

export interface InterviewAnswers {
  /** Each answer heard from now on: received from the peer, or given here. Returns the unsubscribe. */
  subscribe(listener: AnswerListener): () => void;
  /** An answer given here (the other cards of the interview follow it). */
  record(answer: InterviewAnswer): void;
}

const byEngine = new WeakMap<ChatEngine, InterviewAnswers>();

/** One per engine: it listens to the engine's received messages from its first use on. */
export function interviewAnswersOf(engine: ChatEngine): InterviewAnswers {
  const known = byEngine.get(engine);
  if (known) return known;
  const listeners = new Set<AnswerListener>();
  const tell = (answer: InterviewAnswer, source: 'received' | 'given') => {
    for (const listener of [...listeners]) listener(answer, source);
  };
  engine.on(EVENT.MESSAGE_RECEIVED, ({ data }: { data: Message[] }) => {
    for (const message of data) {
      const answer = interviewAnswerOf(message);
      if (answer) tell(answer, 'received');
    }
  });
  const answers: InterviewAnswers = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record: (answer) => tell(answer, 'given'),
  };
  byEngine.set(engine, answers);
  return answers;
}
