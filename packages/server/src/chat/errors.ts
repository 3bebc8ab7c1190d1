import { ERROR_CODES } from './protocol';

/** A failure answered to the client as `{ id, error: { code, message } }` with the SDK's code. */
export class ChatError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

export const invalidParams = (message: string) => new ChatError(ERROR_CODES.INVALID_PARAMS, message);
export const userNotFound = (userID: string) => new ChatError(ERROR_CODES.USER_NOT_FOUND, `user ${userID} does not exist`);
export const groupNotFound = (groupID: string) => new ChatError(ERROR_CODES.GROUP_NOT_FOUND, `group ${groupID} does not exist`);
export const notGroupMember = (groupID: string) => new ChatError(ERROR_CODES.NOT_GROUP_MEMBER, `not a member of group ${groupID}`);
export const messageNotFound = () => new ChatError(ERROR_CODES.MESSAGE_NOT_FOUND, 'message does not exist');
