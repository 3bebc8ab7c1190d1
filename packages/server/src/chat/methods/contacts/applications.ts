import { nowSeconds } from '../../context';
import { ChatError } from '../../errors';
import { ERROR_CODES } from '../../protocol';
import { deleteApplicationsBetween, findApplication, markApplicationsRead } from '../../store/friend-applications';
import { insertFriends } from '../../store/friends';
import type { Handler } from '../types';
import { applicationList, checkContactText, pushApplications, pushFriendLists } from './views';

// Friend applications: received and sent, accept, refuse, mark read. Both sides are told.

export const getFriendApplicationList: Handler<'getFriendApplicationList'> = async (ctx, me) => applicationList(ctx, me.userID);

const noApplication = (userID: string) => new ChatError(ERROR_CODES.FRIEND_APPLICATION_NOT_EXIST, `no friend application from ${userID}`);

/** AgreeAndAdd: friends both ways; Agree: the applicant gets the caller on their list only. */
export const acceptFriendApplication: Handler<'acceptFriendApplication'> = async (ctx, me, { userID, remark, type }) => {
  checkContactText('remark', remark);
  const application = await findApplication(ctx.db, userID, me.userID);
  if (!application) throw noApplication(userID);
  const now = nowSeconds(ctx);
  const theirs = {
    userId: userID,
    friendId: me.userID,
    remark: application.remark,
    addSource: application.source,
    addWording: application.wording,
    addTime: now,
  };
  const mine = { userId: me.userID, friendId: userID, remark, addSource: application.source, addWording: application.wording, addTime: now };
  await insertFriends(ctx.db, type === 'Response_Action_AgreeAndAdd' ? [theirs, mine] : [theirs]);
  await deleteApplicationsBetween(ctx.db, userID, me.userID);
  await pushFriendLists(ctx, [me.userID, userID]);
  await pushApplications(ctx, [me.userID, userID]);
  return {};
};

export const refuseFriendApplication: Handler<'refuseFriendApplication'> = async (ctx, me, { userID }) => {
  if (!(await findApplication(ctx.db, userID, me.userID))) throw noApplication(userID);
  await deleteApplicationsBetween(ctx.db, userID, me.userID);
  await pushApplications(ctx, [me.userID, userID]);
  return {};
};

export const setFriendApplicationRead: Handler<'setFriendApplicationRead'> = async (ctx, me) => {
  await markApplicationsRead(ctx.db, me.userID);
  await pushApplications(ctx, [me.userID]);
  return {};
};
