/** The chat user ID of a platform user: the configured prefix, then the numeric user ID. */
export const chatUserId = (prefix: string, userId: number) => `${prefix}${userId}`;

/** The platform user ID inside a chat user ID (or a C2C conversation ID); undefined if it has none. */
export function parseChatUserId(prefix: string, to: string): number | undefined {
  let rest = to.startsWith('C2C') && !prefix.startsWith('C2C') ? to.slice(3) : to;
  if (!rest.startsWith(prefix)) return undefined;
  rest = rest.slice(prefix.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return undefined;
  const id = Number(rest);
  return id <= 2147483647 ? id : undefined;
}
