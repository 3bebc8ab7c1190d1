// The text side of at-mentions: noticing a typed '@', putting '@Name ' in its place, and which
// chosen people the text still mentions when it is sent.
import { TYPES } from '../../engine/constants';

export interface Mentionable {
  /** A member's user ID, or TYPES.MSG_AT_ALL for everyone. */
  userID: string;
  name: string;
  avatar: string;
}

export const AT_ALL = TYPES.MSG_AT_ALL;

/** Where a single '@' was just typed into `prev` to make `next`, or null. */
export function typedAt(prev: string, next: string): number | null {
  if (next.length !== prev.length + 1) return null;
  let i = 0;
  while (i < prev.length && prev[i] === next[i]) i++;
  return next[i] === '@' && next.slice(i + 1) === prev.slice(i) ? i : null;
}

/** The text with the '@' at `at` made '@Name ', and where the caret goes after it. */
export function insertMention(text: string, at: number, name: string): { text: string; caret: number } {
  const mention = `@${name} `;
  return { text: text.slice(0, at) + mention + text.slice(at + 1), caret: at + mention.length };
}

/** The chosen people whose '@Name' is still in the text, once each, in the order chosen. */
export function atUserListOf(text: string, chosen: readonly Mentionable[]): string[] {
  const ids = chosen.filter((m) => text.includes(`@${m.name}`)).map((m) => m.userID);
  return [...new Set(ids)];
}
