// Tells the host of each interview answer given or heard (chatEvents 'interview-answered'), from
// login on, whether or not the chat or that conversation is open.
import { useEffect } from 'react';
import type { ChatEvents } from './chat-events';
import { useOptionalChatEngine } from './engine-context';
import { interviewAnswersOf } from './interview-answers';

export function InterviewAnswerEvents({ events }: { events: ChatEvents }) {
  const engine = useOptionalChatEngine();
  useEffect(() => {
    if (!engine) return;
    return interviewAnswersOf(engine).subscribe((answer) => events.emit('interview-answered', { id: answer.id, status: answer.status }));
  }, [engine, events]);
  return null;
}
