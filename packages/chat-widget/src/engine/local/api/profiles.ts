// Profiles and online status.
import { ChatError, ok } from '../../chat-error';
import type { ChatEngine } from '../../chat-engine';
import { EVENT, TYPES } from '../../constants';
import type { Core } from '../core';
import { toProfile } from '../from-wire';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';

type Methods = Pick<ChatEngine, 'getMyProfile' | 'getUserProfile' | 'updateMyProfile' | 'getUserStatus'>;

export function profileMethods(core: Core): Methods {
  return {
    async getMyProfile() {
      if (!core.isLoggedIn()) throw new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'not logged in');
      return ok(core.myProfile);
    },
    async getUserProfile({ userIDList }) {
      const { profileList } = await core.call('getUserProfile', { userIDList });
      const profiles = profileList.map(toProfile);
      core.directory.putUsers(profiles);
      return ok(profiles);
    },
    async updateMyProfile({ nick, avatar, selfSignature }) {
      const changes = Object.fromEntries(Object.entries({ nick, avatar, selfSignature }).filter(([, value]) => value !== undefined));
      const { profile } = await core.call('updateMyProfile', changes);
      core.myProfile = toProfile(profile);
      core.directory.putUsers([core.myProfile]);
      core.emitter.emit(EVENT.PROFILE_UPDATED, [core.myProfile]);
      return ok(core.myProfile);
    },
    async getUserStatus({ userIDList }) {
      const { statusList } = await core.call('getUserStatus', { userIDList });
      const successUserList = statusList.map(({ userID, statusType }) => ({
        userID,
        statusType: statusType === 1 ? TYPES.USER_STATUS_ONLINE : TYPES.USER_STATUS_OFFLINE,
        customStatus: '',
      }));
      return ok({ successUserList, failureUserList: [] });
    },
  };
}
