/** What went wrong, as a stable machine-readable code. */
export type UserSigErrorCode =
  | 'invalid_options'
  | 'invalid_sdk_app_id'
  | 'invalid_secret_key'
  | 'invalid_user_id'
  | 'invalid_expire'
  | 'invalid_room_id'
  | 'invalid_room_str'
  | 'invalid_privilege_map'
  | 'invalid_now'
  | 'malformed';

/** Thrown by the strict generators on bad arguments and by decodeUserSig on malformed input. */
export class UserSigError extends Error {
  readonly code: UserSigErrorCode;

  constructor(code: UserSigErrorCode, message: string) {
    super(message);
    this.name = 'UserSigError';
    this.code = code;
  }
}
