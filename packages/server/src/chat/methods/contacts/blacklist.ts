import { nowSeconds } from '../../context';
import { ChatError } from '../../errors';
import { ERROR_CODES } from '../../protocol';
import { addToBlacklist as storeAdd, blacklistOf, removeFromBlacklist as storeRemove } from '../../store/blacklist';
import { deleteApplicationsBetween } from '../../store/friend-applications';
import { deleteFriendRows, relationsOf } from '../../store/friends';
import { existingAccounts, loadProfiles } from '../../store/profiles';
import type { Handler } from '../types';
import { distinct, pushApplications, pushBlacklist, pushFriendLists } from './views';

// Blacklists and the configured customer-service accounts. Blacklisting someone ends the
// friendship both ways and drops the applications between the two (as the IM server does); a
// blacklisted user's C2C messages to the owner are refused with 20007 (send-message.ts).

export const getBlacklist: Handler<'getBlacklist'> = async (ctx, me) => ({ blacklist: await blacklistOf(ctx.db, me.userID) });

export const addToBlacklist: Handler<'addToBlacklist'> = async (ctx, me, { userIDList }) => {
  const wanted = distinct(userIDList);
  // As the SDK: blacklisting only oneself is an error, oneself among others is left out.
  if (wanted.length === 1 && wanted[0] === me.userID) throw new ChatError(ERROR_CODES.CANNOT_ADD_SELF_TO_BLACKLIST, 'you cannot blacklist yourself');
  const others = wanted.filter((id) => id !== me.userID);
  const existing = await existingAccounts(ctx.db, ctx.profiles, others);
  const unknown = others.find((id) => !existing.has(id));
  if (unknown) throw new ChatError(ERROR_CODES.FRIEND_ACCOUNT_NOT_FOUND, `user ${unknown} does not exist`);

  const added = await storeAdd(ctx.db, me.userID, others, nowSeconds(ctx));
  const relations = await relationsOf(ctx.db, me.userID, added);
  const exFriends = added.filter((id) => relations.get(id)!.mine || relations.get(id)!.theirs);
  await deleteFriendRows(ctx.db, me.userID, exFriends, true);
  const applied: string[] = [];
  for (const id of added) if (await deleteApplicationsBetween(ctx.db, me.userID, id)) applied.push(id);

  const blacklist = await blacklistOf(ctx.db, me.userID);
  await pushBlacklist(ctx, me.userID, blacklist);
  if (exFriends.length > 0) await pushFriendLists(ctx, [me.userID, ...exFriends]);
  if (applied.length > 0) await pushApplications(ctx, [me.userID, ...applied]);
  return { blacklist };
};

export const removeFromBlacklist: Handler<'removeFromBlacklist'> = async (ctx, me, { userIDList }) => {
  await storeRemove(ctx.db, me.userID, distinct(userIDList));
  const blacklist = await blacklistOf(ctx.db, me.userID);
  await pushBlacklist(ctx, me.userID, blacklist);
  return { blacklist };
};

/** Not in the SDK: CHAT_CUSTOMER_SERVICE_IDS, those that are accounts, with their profiles. */
export const getCustomerServiceList: Handler<'getCustomerServiceList'> = async (ctx) => ({
  profileList: await loadProfiles(ctx.db, ctx.profiles, ctx.config.chat.customerServiceIDs),
});
