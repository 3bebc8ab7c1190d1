import { nowSeconds } from '../../context';
import { ChatError } from '../../errors';
import { ERROR_CODES, type FriendRelation } from '../../protocol';
import { isBlocked } from '../../store/blacklist';
import { deleteApplicationsBetween, findApplication, upsertApplication } from '../../store/friend-applications';
import { allowTypeOf, deleteFriendRows, insertFriends, relationsOf, updateRemark } from '../../store/friends';
import { loadProfile } from '../../store/profiles';
import type { Handler } from '../types';
import { checkContactText, distinct, friendList, pushApplications, pushFriendLists } from './views';

// The friend list: read, check, add (directly or by application), delete, remark.

export const getFriendList: Handler<'getFriendList'> = async (ctx, me) => ({ friendList: await friendList(ctx, me.userID) });

export const getFriendProfile: Handler<'getFriendProfile'> = async (ctx, me, { userIDList }) => {
  const wanted = distinct(userIDList);
  const found = await friendList(ctx, me.userID, wanted);
  const listed = new Set(found.map((f) => f.userID));
  const failureUserIDList = wanted
    .filter((id) => !listed.has(id))
    .map((userID) => ({ userID, code: ERROR_CODES.NOT_MY_FRIEND, message: `${userID} is not on your friend list` }));
  return { friendList: found, failureUserIDList };
};

function relationOf(mine: boolean, theirs: boolean, bothWays: boolean): FriendRelation {
  if (!bothWays) return mine ? 'CheckResult_Type_AWithB' : 'CheckResult_Type_NoRelation';
  if (mine && theirs) return 'CheckResult_Type_BothWay';
  if (mine) return 'CheckResult_Type_AWithB';
  return theirs ? 'CheckResult_Type_BWithA' : 'CheckResult_Type_NoRelation';
}

export const checkFriend: Handler<'checkFriend'> = async (ctx, me, { userIDList, type }) => {
  const wanted = distinct(userIDList);
  const relations = await relationsOf(ctx.db, me.userID, wanted);
  const successUserIDList = wanted.map((userID) => {
    const { mine, theirs } = relations.get(userID)!;
    return { userID, code: 0 as const, relation: relationOf(mine, theirs, type === 'CheckResult_Type_Both') };
  });
  return { successUserIDList, failureUserIDList: [] };
};

/**
 * Adds `to` both ways at once when they accept anyone, when they already have the caller on their
 * list, or when they have applied to the caller themselves; otherwise leaves them an application
 * (answer code 30539). Refused across a blacklist (30515, 30525) and by DenyAny (30516).
 */
export const addFriend: Handler<'addFriend'> = async (ctx, me, { to, source, wording, remark }) => {
  if (to === me.userID) throw new ChatError(ERROR_CODES.FRIEND_INVALID_REQUEST, 'you cannot add yourself as a friend');
  checkContactText('remark', remark);
  checkContactText('wording', wording);
  if (!(await loadProfile(ctx.db, ctx.profiles, to))) throw new ChatError(ERROR_CODES.FRIEND_ACCOUNT_NOT_FOUND, `user ${to} does not exist`);
  const { mine, theirs } = (await relationsOf(ctx.db, me.userID, [to])).get(to)!;
  if (mine) throw new ChatError(ERROR_CODES.FRIEND_INVALID_REQUEST, `${to} is already on your friend list`);
  if (await isBlocked(ctx.db, me.userID, to)) throw new ChatError(ERROR_CODES.FRIEND_IN_MY_BLACKLIST, `${to} is on your blacklist`);
  if (await isBlocked(ctx.db, to, me.userID)) throw new ChatError(ERROR_CODES.IN_FRIEND_BLACKLIST, `${to} has blacklisted you`);
  const allowType = await allowTypeOf(ctx.db, to);
  if (allowType === 'AllowType_Type_DenyAny') throw new ChatError(ERROR_CODES.FRIEND_DENIES_ANY, `${to} accepts no friend requests`);

  const now = nowSeconds(ctx);
  const theirApplication = await findApplication(ctx.db, to, me.userID);
  if (allowType === 'AllowType_Type_AllowAny' || theirs || theirApplication) {
    await insertFriends(ctx.db, [
      { userId: me.userID, friendId: to, remark, addSource: source, addWording: wording, addTime: now },
      {
        userId: to,
        friendId: me.userID,
        remark: theirApplication?.remark ?? '',
        addSource: theirApplication?.source ?? source,
        addWording: theirApplication?.wording ?? wording,
        addTime: now,
      },
    ]);
    const hadApplications = await deleteApplicationsBetween(ctx.db, me.userID, to);
    await pushFriendLists(ctx, [me.userID, to]);
    if (hadApplications) await pushApplications(ctx, [me.userID, to]);
    return { userID: to, code: 0, message: '' };
  }
  await upsertApplication(ctx.db, { applicant: me.userID, target: to, source, wording, remark, createdAt: now });
  await pushApplications(ctx, [me.userID, to]);
  return { userID: to, code: ERROR_CODES.FRIEND_APPLICATION_PENDING, message: 'friend application sent, waiting for confirmation' };
};

export const deleteFriend: Handler<'deleteFriend'> = async (ctx, me, { userIDList, type }) => {
  const wanted = distinct(userIDList);
  const relations = await relationsOf(ctx.db, me.userID, wanted);
  const listed = wanted.filter((id) => relations.get(id)!.mine);
  const bothWays = type === 'Delete_Type_Both';
  await deleteFriendRows(ctx.db, me.userID, listed, bothWays);
  if (listed.length > 0) await pushFriendLists(ctx, bothWays ? [me.userID, ...listed] : [me.userID]);
  return {
    successUserIDList: listed.map((userID) => ({ userID })),
    failureUserIDList: wanted
      .filter((id) => !relations.get(id)!.mine)
      .map((userID) => ({ userID, code: ERROR_CODES.NOT_FRIEND_TO_DELETE, message: `${userID} is not your friend` })),
  };
};

/** The remark of a mutual friend (docs/chat.md §5: at most 96 bytes, mutual friends only). */
export const updateFriend: Handler<'updateFriend'> = async (ctx, me, { userID, remark }) => {
  checkContactText('remark', remark);
  const { mine, theirs } = (await relationsOf(ctx.db, me.userID, [userID])).get(userID)!;
  if (!mine || !theirs) throw new ChatError(ERROR_CODES.NOT_MY_FRIEND, `${userID} is not your friend both ways`);
  await updateRemark(ctx.db, me.userID, userID, remark);
  const [friend] = await friendList(ctx, me.userID, [userID]);
  await pushFriendLists(ctx, [me.userID]);
  return { friend: friend! };
};
