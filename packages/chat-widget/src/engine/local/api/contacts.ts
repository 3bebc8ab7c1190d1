// Friends, friend applications, blacklist, customer-service accounts.
import { ChatError, ok } from '../../chat-error';
import type { ContactEngine } from '../../contacts';
import { takeRemarks } from '../contact-pushes';
import type { Core } from '../core';
import { toProfile } from '../from-wire';
import { toApplicationList, toFriend } from '../from-wire-contacts';
import { ADD_SOURCE_PATTERN, CONTACT_LIMITS, DEFAULT_ADD_SOURCE, contactTextLength } from '@employment-cloud/chat-protocol';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';

/** docs/chat.md §5: refused here, before sending, with the code the server would answer. */
function checkText(field: 'remark' | 'wording', value: string | undefined): void {
  const limit = field === 'remark' ? CONTACT_LIMITS.remarkBytes : CONTACT_LIMITS.wordingBytes;
  if (value !== undefined && contactTextLength(value) > limit) {
    throw new ChatError(ERROR_CODES.FRIEND_INVALID_REQUEST, `${field} must not exceed ${limit} bytes (non-Latin-1 characters count two)`);
  }
}

/** 'web' or nothing → AddSource_Type_web; a full AddSource_Type_x is kept. */
function addSource(source: string | undefined): string {
  if (!source) return DEFAULT_ADD_SOURCE;
  const full = source.startsWith('AddSource_Type_') ? source : `AddSource_Type_${source}`;
  return ADD_SOURCE_PATTERN.test(full) ? full : source;
}

export function contactMethods(core: Core): ContactEngine {
  const remember = (profiles: ReturnType<typeof toProfile>[]) => core.directory.putUsers(profiles);
  return {
    async getFriendList() {
      const friends = (await core.call('getFriendList', {})).friendList.map(toFriend);
      remember(friends.map((f) => f.profile));
      takeRemarks(core, friends);
      return ok(friends);
    },
    async getFriendProfile({ userIDList }) {
      const { friendList, failureUserIDList } = await core.call('getFriendProfile', { userIDList });
      const friends = friendList.map(toFriend);
      remember(friends.map((f) => f.profile));
      return ok({ friendList: friends, failureUserIDList });
    },
    async checkFriend({ userIDList, type }) {
      return ok(await core.call('checkFriend', { userIDList, type }));
    },
    async addFriend({ to, source, wording, remark, type }) {
      checkText('remark', remark);
      checkText('wording', wording);
      const answer = await core.call('addFriend', {
        to,
        source: addSource(source),
        ...(wording !== undefined ? { wording } : {}),
        ...(remark !== undefined ? { remark } : {}),
        ...(type ? { type } : {}),
      });
      return ok(answer);
    },
    async deleteFriend({ userIDList, type }) {
      return ok(await core.call('deleteFriend', { userIDList, ...(type ? { type } : {}) }));
    },
    async updateFriend({ userID, remark }) {
      checkText('remark', remark);
      return ok(toFriend((await core.call('updateFriend', { userID, remark })).friend));
    },
    async getFriendApplicationList() {
      return ok(toApplicationList(await core.call('getFriendApplicationList', {})));
    },
    async acceptFriendApplication({ userID, remark, type }) {
      checkText('remark', remark);
      await core.call('acceptFriendApplication', { userID, ...(remark !== undefined ? { remark } : {}), ...(type ? { type } : {}) });
      return ok({});
    },
    async refuseFriendApplication({ userID }) {
      await core.call('refuseFriendApplication', { userID });
      return ok({});
    },
    async setFriendApplicationRead() {
      await core.call('setFriendApplicationRead', {});
      return ok({});
    },
    async getBlacklist() {
      return ok((await core.call('getBlacklist', {})).blacklist);
    },
    async addToBlacklist({ userIDList }) {
      return ok((await core.call('addToBlacklist', { userIDList })).blacklist);
    },
    async removeFromBlacklist({ userIDList }) {
      return ok((await core.call('removeFromBlacklist', { userIDList })).blacklist);
    },
    async getCustomerServiceList() {
      const profiles = (await core.call('getCustomerServiceList', {})).profileList.map(toProfile);
      remember(profiles);
      return ok(profiles);
    },
  };
}
