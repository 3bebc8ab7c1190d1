import type { ChatContext } from './context';
import type { OnlinePeer } from './presence';
import type { WireProfile } from './protocol';
import { contactsOf } from './store/conversations';

// Pushes about a user to the users who share a conversation with them (and who are online).

export async function announceStatus(ctx: ChatContext, userID: string, statusType: 0 | 1): Promise<void> {
  const online = ctx.presence.onlineAmong(await contactsOf(ctx.db, userID));
  ctx.presence.push(online, 'userStatusUpdated', { statusList: [{ userID, statusType }] });
}

/** To the user's contacts and the user's other connections. */
export async function announceProfile(ctx: ChatContext, profile: WireProfile, except: OnlinePeer): Promise<void> {
  const online = ctx.presence.onlineAmong([profile.userID, ...(await contactsOf(ctx.db, profile.userID))]);
  ctx.presence.push(online, 'profileUpdated', { profileList: [profile] }, except);
}
