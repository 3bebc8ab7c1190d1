import { decodeRaw, type RawDecodedUserSig } from './decode';
import { UserSigError } from './errors';
import { signedContent } from './sig-document';
import type { DecodePrimitives, VerifyPrimitives, VerifyUserSigOptions, VerifyUserSigResult } from './types';
import { checkNow, checkSdkAppID, checkSecretKey, checkUserID } from './validate';

export function makeVerifyUserSig(d: DecodePrimitives, p: VerifyPrimitives) {
  return function verifyUserSig(sig: string, options: VerifyUserSigOptions): VerifyUserSigResult {
    if (options === null || typeof options !== 'object') {
      throw new UserSigError('invalid_options', 'options must be an object');
    }
    const sdkAppID = checkSdkAppID(options.sdkAppID);
    const secretKey = checkSecretKey(options.secretKey);
    const userID = options.userID === undefined ? undefined : checkUserID(options.userID);
    const now = checkNow(options.now);

    let decoded: RawDecodedUserSig;
    try {
      decoded = decodeRaw(d, sig);
    } catch (error) {
      if (error instanceof UserSigError) return { ok: false, reason: 'malformed' };
      throw error;
    }
    if (decoded.ver !== '2.0') return { ok: false, reason: 'malformed' };
    if (decoded.sdkAppID !== sdkAppID) return { ok: false, reason: 'app' };
    if (userID !== undefined && decoded.identifier !== userID) return { ok: false, reason: 'user' };

    const expected = p.hmacBase64(
      secretKey,
      signedContent({
        identifier: decoded.identifier,
        sdkAppID: decoded.sdkAppID,
        time: decoded.time,
        expire: decoded.expire,
        userbuf: decoded.userbufBase64,
      }),
    );
    if (!p.equalConstantTime(expected, decoded.sig)) return { ok: false, reason: 'signature' };
    if (now > decoded.time + decoded.expire) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      identifier: decoded.identifier,
      sdkAppID: decoded.sdkAppID,
      time: decoded.time,
      expire: decoded.expire,
    };
  };
}
