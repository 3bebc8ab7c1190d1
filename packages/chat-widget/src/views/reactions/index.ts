// Emoji reactions: the row under a bubble, the menu's picker emoji and the toggle behind both.
export { ReactionRow } from './reaction-row';
export { emojiOfItem, REACTION_EMOJI, reactionItemId } from './reaction-emoji';
export { useToggleReaction } from './use-reactions';
