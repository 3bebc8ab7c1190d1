// The emoji the message menu's 回应 entry offers: a small set, as chat apps' quick reactions,
// few enough to fit the menu's one row (300 px).
// The reaction ID is the emoji itself, so any client (and the Tencent SDK's) shows it as it is.
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏', '🎉'] as const;

/** Menu item IDs of the picker: `reaction:` and the emoji. */
const PREFIX = 'reaction:';

export const reactionItemId = (emoji: string) => `${PREFIX}${emoji}`;

/** The emoji of a picker item's ID, or null for any other item. */
export function emojiOfItem(id: string): string | null {
  return id.startsWith(PREFIX) ? id.slice(PREFIX.length) : null;
}
