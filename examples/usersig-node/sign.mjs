// Signs a chat credential on a server, then decodes and verifies it, as a backend would.
// USERSIG_SDKAPPID and USERSIG_SECRET_KEY come from your Tencent Cloud Chat console; without
// them this runs on a throwaway demo key, which is fine for a look and useless for anything else.
import { decodeUserSig, genUserSig, verifyUserSig } from '@employment-cloud/usersig';

const demo = process.env.USERSIG_SECRET_KEY === undefined;
const sdkAppID = Number(process.env.USERSIG_SDKAPPID ?? 1400000000);
const secretKey = process.env.USERSIG_SECRET_KEY ?? 'demo-secret-key-not-for-production';
const userID = process.argv[2] ?? 'recruiter_demo';

const userSig = genUserSig({ sdkAppID, secretKey, userID, expire: 86400 });
const decoded = decodeUserSig(userSig);
const verdict = verifyUserSig(userSig, { sdkAppID, secretKey, userID });

console.log(`UserSig for ${userID} in app ${sdkAppID}${demo ? ' (demo key)' : ''}:`);
console.log(`  ${userSig}`);
console.log(`  issued ${new Date(decoded.time * 1000).toISOString()}, valid ${decoded.expire} s`);
console.log(`  verified: ${verdict.ok ? 'yes' : `no (${verdict.reason})`}`);
