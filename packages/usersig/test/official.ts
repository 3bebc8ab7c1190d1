import { createRequire } from 'node:module';

interface OfficialApi {
  genUserSig(userID: string, expire: number): string;
  genPrivateMapKey(userID: string, expire: number, roomID: number, privilegeMap: number): string;
  genPrivateMapKeyWithStringRoomID(userID: string, expire: number, roomStr: string, privilegeMap: number): string;
}

// Its package.json names "main" twice; jest's resolver takes the first (a missing file), so the file is named.
const requireHere = createRequire(__filename);
const { Api } = requireHere('tls-sig-api-v2/TLSSigAPIv2.js') as { Api: new (sdkAppID: number, key: string) => OfficialApi };

/** Tencent's TLSSigAPIv2, run with its clock held at `now` (it reads Date.now itself). */
export function official<T>(sdkAppID: number, key: string, now: number, run: (api: OfficialApi) => T): T {
  const realNow = Date.now;
  Date.now = () => now * 1000;
  try {
    return run(new Api(sdkAppID, key));
  } finally {
    Date.now = realNow;
  }
}
