import { authenticate, type ChatIdentity } from '../auth';
import { nowSeconds, type ChatContext } from '../context';
import { invalidParams } from '../errors';
import type { Params } from '../frames';
import { PROTOCOL_VERSION, type WireProfile } from '../protocol';
import { loadProfile } from '../store/profiles';

/** Checks a login request: protocol version, UserSig, account. The connection then goes online. */
export async function checkLogin(ctx: ChatContext, params: Params<'login'>): Promise<{ identity: ChatIdentity; profile: WireProfile }> {
  if (params.protocol !== PROTOCOL_VERSION) {
    throw invalidParams(`protocol ${params.protocol} is not supported; this server speaks ${PROTOCOL_VERSION}`);
  }
  const identity = await authenticate(ctx, params.userID, params.userSig, nowSeconds(ctx));
  const profile = (await loadProfile(ctx.db, ctx.profiles, identity.userID)) ?? { userID: identity.userID, nick: '', avatar: '', selfSignature: '' };
  return { identity, profile };
}
