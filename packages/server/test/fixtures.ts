import { formatZonedTime } from '../src/util/zoned-time';
import { userId, type TestServer } from '@employment-cloud/test-support/server/harness';

/** A job of the company of `username` with the given status. */
export async function jobOf(server: TestServer, username: string, status: number) {
  const { db } = server.database;
  const user = await db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow();
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'address', 'latitude', 'longitude'])
    .where('companyId', '=', user.companyId!)
    .where('status', '=', status)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** The chat user ID of a demo user. */
export async function chatId(server: TestServer, username: string): Promise<string> {
  return `${server.config.chatUserPrefix}${await userId(server, username)}`;
}

/** A wall-clock time in the server's zone, `days` from now at hh:mm. */
export function wallTime(server: TestServer, days: number, hhmm = '09:00'): string {
  const date = formatZonedTime(new Date(Date.now() + days * 86400_000), server.config.timeZone).slice(0, 10);
  return `${date} ${hhmm}:00`;
}
