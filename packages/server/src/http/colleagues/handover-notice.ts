// After a handover (handover.ts), each candidate whose talks or coming interviews moved gets a note
// from the colleague who takes over, in a conversation with them: who their contact is now. The
// old conversation cannot become the heir's without rewriting who said what, so it stays as it
// was, and this note opens the new one (docs/colleague-handover.md). A custom message with
// businessID `contact_changed`: the widget shows a custom message it has no card for as its text
// (chat-widget's views/messages/custom-bubble.tsx), and conversation lists show its description.
import type { FastifyBaseLogger } from 'fastify';
import { chatUserId } from '../../chat/chat-user-id';
import type { ServerMessages } from '../../chat/server-messages';
import type { Db } from '../../db/connect';
import type { Handover } from './handover';

export const CONTACT_CHANGED = 'contact_changed';

/**
 * Candidates read it in Chinese whatever the admin's language: the candidate's own language is not
 * known to the server, and the platform's candidates use zh-CN (the demo data and the spec are).
 */
export const contactChangedText = (company: string, before: string, after: string) =>
  `【联系人变更】您在${company}的招聘联系人已由${before}变更为${after}，之后请在此会话中与${after}沟通。`;

/** Sends the note to every candidate of the handover; answers how many got it. */
export async function tellCandidates(
  { db, serverMessages, chatUserPrefix, log }: { db: Db; serverMessages: ServerMessages; chatUserPrefix: string; log: FastifyBaseLogger },
  handover: Handover,
  companyId: number,
  at: Date,
): Promise<number> {
  if (handover.candidateIds.length === 0 || !serverMessages.available) return 0;
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  const nicknames = await db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', [handover.from.id, handover.to.id]).execute();
  const nickname = (id: number, fallback: string) => nicknames.find((u) => u.id === id)?.nickname || fallback;
  const before = nickname(handover.from.id, handover.from.name);
  const after = nickname(handover.to.id, handover.to.name);
  const from = chatUserId(chatUserPrefix, handover.to.id);
  const text = contactChangedText(company.name, before, after);
  const sent = await Promise.all(
    handover.candidateIds.map(async (candidateId) => {
      const to = chatUserId(chatUserPrefix, candidateId);
      try {
        return await serverMessages.sendCustom({
          from,
          to,
          clientId: `handover-${handover.from.id}-${candidateId}-${at.getTime()}`,
          data: { businessID: CONTACT_CHANGED, text, previousUserID: chatUserId(chatUserPrefix, handover.from.id), currentUserID: from },
          description: text,
        });
      } catch (error) {
        // The work has moved (committed); a note that could not be stored is only a note.
        log.warn({ err: error, to }, 'handover: the candidate’s note was not sent');
        return false;
      }
    }),
  );
  return sent.filter(Boolean).length;
}
