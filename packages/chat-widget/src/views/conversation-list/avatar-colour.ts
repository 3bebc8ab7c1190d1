// What a person or group without a picture shows: the first character of their name on a colour
// their ID picks (a stable hash into a fixed palette), so people are told apart at a glance and
// each keeps one colour everywhere. Every colour holds white text at 4.5:1 or more (WCAG AA).
export const AVATAR_PALETTE = ['#1d4ed8', '#0f766e', '#b45309', '#6d28d9', '#be185d', '#15803d', '#0369a1', '#b91c1c', '#a21caf', '#c2410c'] as const;

/** The palette colour for `id` (a user or group ID): the same ID, the same colour. */
export function avatarColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  return AVATAR_PALETTE[Math.abs(hash) % AVATAR_PALETTE.length]!;
}

/** The first character of a name (a whole code point: 李, 😀), upper-case: 'alice' → 'A'. */
export const initialOf = (name: string): string => ([...name.trim()][0] ?? '').toUpperCase();

/** Whose a conversation is: the peer's user ID or the group's ID ('C2Cbob' → 'bob'). */
export const ownerOf = (conversationID: string): string => conversationID.replace(/^(C2C|GROUP)/, '');
