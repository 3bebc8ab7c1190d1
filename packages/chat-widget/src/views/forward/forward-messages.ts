// Forwarding (docs/chat.md §7): one by one, a copy of each message per target
// (createForwardMessage), or merged, one bundle per target (createMergerMessage).
import type { ChatEngine } from '../../engine';
import { ERROR_CODES } from '../../engine/limits';
import type { Message } from '../../engine/message';
import { quoteAbstract } from '../composer/quote-reply';
import { destinationOf } from './forward-targets';

export type ForwardMode = 'oneByOne' | 'merged';

export interface ForwardRequest {
  messages: Message[];
  /** Conversation IDs. */
  targets: string[];
  mode: ForwardMode;
  /** The merged bundle's title and the text shown by clients that cannot open one. */
  merged: { title: string; compatibleText: string };
}

/** How many abstract lines a merged bundle shows (as Tencent's kits). */
export const MERGED_ABSTRACT_LINES = 3;

/**
 * Sends everything, each target and message in order; resolves with the failures. `report` sees
 * each created message when it is created and when it settles (for an open list to show it).
 */
export async function forwardMessages(engine: ChatEngine, request: ForwardRequest, report: (message: Message) => void = () => {}): Promise<unknown[]> {
  const failures: unknown[] = [];
  const send = async (message: Message) => {
    report(message);
    await engine.sendMessage(message).catch((error: unknown) => void failures.push(error));
    report(message);
  };
  for (const conversationID of request.targets) {
    const destination = destinationOf(conversationID);
    if (request.mode === 'merged') {
      const abstractList = request.messages.slice(0, MERGED_ABSTRACT_LINES).map((m) => `${m.nick || m.from}: ${quoteAbstract(m)}`);
      const payload = { messageList: request.messages, title: request.merged.title, abstractList, compatibleText: request.merged.compatibleText };
      await send(engine.createMergerMessage({ ...destination, payload }));
      continue;
    }
    for (const message of request.messages) await send(engine.createForwardMessage({ ...destination, payload: message }));
  }
  return failures;
}

/** The toast of a failure (the widget README): 80001 has its own text, others their code's. */
export function forwardFailureText(error: unknown, sensitiveText: string, errorText: (error: unknown) => string): string {
  if ((error as { code?: unknown } | null)?.code === ERROR_CODES.SENSITIVE_TEXT) return sensitiveText;
  return errorText(error);
}
