import { announceProfile } from '../announce';
import { userNotFound } from '../errors';
import { loadProfile, loadProfiles, updateProfile } from '../store/profiles';
import type { Handler } from './types';

export const getUserProfile: Handler<'getUserProfile'> = async (ctx, _me, { userIDList }) => ({
  profileList: await loadProfiles(ctx.db, ctx.profiles, userIDList),
});

/** Changes the caller's nick, avatar or signature; their contacts and other connections are told. */
export const updateMyProfile: Handler<'updateMyProfile'> = async (ctx, me, patch) => {
  if (!(await loadProfile(ctx.db, ctx.profiles, me.userID))) throw userNotFound(me.userID);
  const profile = await updateProfile(ctx.db, me.userID, patch);
  if (!profile) throw userNotFound(me.userID);
  await announceProfile(ctx, profile, me.peer);
  return { profile };
};

export const getUserStatus: Handler<'getUserStatus'> = async (ctx, _me, { userIDList }) => ({
  statusList: userIDList.map((userID) => ({ userID, statusType: ctx.presence.isOnline(userID) ? 1 : 0 })),
});
