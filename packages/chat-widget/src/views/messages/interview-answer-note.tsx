// The bubble of a candidate's answer to an interview invitation (interview-answers.ts): what the
// answer was, from the reader's side (对方已接受面试邀请 to the recruiter, 你已接受面试邀请 to the
// candidate), in the reader's language whatever the sender's.
import { styled } from 'styled-components';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { MessageOf } from '../../engine';
import { v } from '../../theme/vars';
import { interviewAnswerOf } from '../../provider/interview-answers';

const Note = styled.span<{ $accepted: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$accepted ? v.success : v.textSecondary)};
`;

export function InterviewAnswerNote({ message }: { message: MessageOf<'TIMCustomElem'> }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const answer = interviewAnswerOf(message);
  if (!answer) return <span>{message.payload.description || t('message.customFallback')}</span>;
  const accepted = answer.status === 2;
  const mine = message.flow === 'out';
  const key = accepted
    ? mine
      ? 'message.interviewSelfAccepted'
      : 'message.interviewPeerAccepted'
    : mine
      ? 'message.interviewSelfDeclined'
      : 'message.interviewPeerDeclined';
  return (
    <Note data-business-id="interview_answer" $accepted={accepted}>
      {t(key)}
    </Note>
  );
}
