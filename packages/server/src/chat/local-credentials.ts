import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/connect';

export interface ChatCredentials {
  sdkAppID: number;
  secretKey: string;
}

const APP_ID = 'local_chat_sdkappid';
const SECRET = 'local_chat_secret_key';

/**
 * The local chat service's app ID and signing key: made at first start, kept in the database
 * (never sent to a browser, never logged), the same for every later start and server process.
 */
export async function localChatCredentials(db: Db): Promise<ChatCredentials> {
  await db
    .insertInto('serverSecrets')
    .values([
      { name: APP_ID, value: String(1600000000 + randomInt(0, 99999999)) },
      { name: SECRET, value: randomBytes(32).toString('hex') },
    ])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await db.selectFrom('serverSecrets').select(['name', 'value']).where('name', 'in', [APP_ID, SECRET]).execute();
  const value = (name: string) => rows.find((r) => r.name === name)!.value;
  return { sdkAppID: Number(value(APP_ID)), secretKey: value(SECRET) };
}
