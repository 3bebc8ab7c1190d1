import { conversationKey } from '../src/chat/store/keys';
import { writeMessages } from '../src/chat/store/message-batch';
import { revokeStored, type NewMessage } from '../src/chat/store/messages';
import { indexNewMessages } from '../src/chat/store/search-indexer';
import { searchTokensOf } from '../src/chat/store/search-text';
import { ChatClient, loggedIn, newId, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { newMessage } from './new-message';

// Cloud search is indexed in the background (src/chat/store/search-indexer.ts), not with the
// message: what it indexes, and how soon after a send's acknowledgement a search finds it.

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;

beforeAll(async () => {
  server = await startTestServer({ CHAT_REVOKE_SECONDS: '60' });
  hr = await loggedIn(server, 'demo_hr');
  c1 = await loggedIn(server, 'demo_c1');
});
afterAll(async () => {
  await Promise.all([hr, c1].map((c) => c.close()));
  await server.close();
});

const db = () => server.database.db;
const watermark = async () => (await db().selectFrom('chatSearchProgress').select('lastSyncSeq').executeTakeFirstOrThrow()).lastSyncSeq;
const indexed = (ids: number[]) => db().selectFrom('chatMessageSearch').selectAll().where('messageId', 'in', ids).orderBy('messageId').execute();

function message(type: string, payload: Record<string, unknown>): NewMessage {
  const where = { conversationKey: conversationKey('C2C', hr.userID, c1.userID), conversationType: 'C2C' as const };
  return newMessage({ ...where, clientId: newId(), sender: hr.userID, receiver: c1.userID, type, payload });
}

/** Stored directly, as a seed would: nothing nudges the server's indexer. */
const store = async (...messages: NewMessage[]) => (await writeMessages(db(), messages)).map((r) => r.row);

describe('indexNewMessages', () => {
  it('indexes the messages past the watermark that have searchable text, and moves the watermark to the last one read', async () => {
    const [said, image] = await store(
      message('TIMTextElem', { text: 'Unitword 面试' }),
      message('TIMImageElem', { uuid: 'i', imageFormat: 3, imageInfoArray: [] }),
    );
    expect(await indexNewMessages(db())).toBe(2);
    const rows = await indexed([Number(said!.id), Number(image!.id)]);
    expect(rows.map((r) => [Number(r.messageId), r.conversationKey, r.searchText])).toEqual([[Number(said!.id), said!.conversationKey, 'unitword 面试']]);
    expect(new Set(rows[0]!.searchTokens)).toEqual(new Set(searchTokensOf(said!.conversationKey, 'unitword 面试')));
    expect(Number(await watermark())).toBe(Number(image!.syncSeq));
    expect(await indexNewMessages(db())).toBe(0);
  });

  it('drops a revoked message; a rerun from an earlier watermark changes nothing', async () => {
    const from = await watermark();
    const [kept, revoked] = await store(message('TIMTextElem', { text: 'rerunword kept' }), message('TIMTextElem', { text: 'rerunword revoked' }));
    const ids = [Number(kept!.id), Number(revoked!.id)];
    expect(await indexNewMessages(db())).toBe(2);
    expect((await indexed(ids)).map((r) => r.searchText)).toEqual(['rerunword kept', 'rerunword revoked']);
    const { syncSeq } = await revokeStored(db(), ids[1]!, hr.userID);
    expect(await indexNewMessages(db())).toBe(1);
    expect(Number(await watermark())).toBe(Number(syncSeq));
    const after = await indexed(ids);
    expect(after.map((r) => r.searchText)).toEqual(['rerunword kept']);
    await db().updateTable('chatSearchProgress').set({ lastSyncSeq: from }).execute();
    expect(await indexNewMessages(db())).toBe(2);
    expect(await indexed(ids)).toEqual(after);
    expect(Number(await watermark())).toBe(Number(syncSeq));
  });

  it('reads past one batch', async () => {
    const stored = await store(...Array.from({ length: 1_200 }, (_, i) => message('TIMTextElem', { text: `batchword ${i}` })));
    expect(await indexNewMessages(db())).toBe(1_200);
    expect(await indexed(stored.map((r) => Number(r.id)))).toHaveLength(1_200);
    expect(Number(await watermark())).toBe(Math.max(...stored.map((r) => Number(r.syncSeq))));
  });
});

/** When the first probe that passed was sent (ms since the epoch); throws once probes sent by `deadline` all failed. */
async function firstPass(deadline: number, probe: () => Promise<boolean>): Promise<number> {
  for (;;) {
    const sentAt = Date.now();
    if (await probe()) return sentAt;
    if (sentAt > deadline) throw new Error(`still not so ${sentAt - deadline} ms after the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the background indexer', () => {
  const found = async (keyword: string) => (await hr.request('searchCloudMessages', { keywordList: [keyword] })).totalCount;

  it('makes a message sent over the WebSocket searchable within a second of its acknowledgement', async () => {
    const { message: sent } = await hr.request('sendMessage', text(c1.userID, 'Lagword 面试时间'));
    const ackedAt = Date.now();
    const foundAt = await firstPass(ackedAt + 1_000, async () => (await found('lagword')) === 1);
    expect(foundAt - ackedAt).toBeLessThanOrEqual(1_000);
    const row = await db().selectFrom('chatMessages').select('id').where('sender', '=', hr.userID).where('clientId', '=', sent.ID).executeTakeFirstOrThrow();

    await hr.request('revokeMessage', { ID: sent.ID });
    const revokedAt = Date.now();
    expect(await found('lagword')).toBe(0);
    const goneAt = await firstPass(revokedAt + 1_000, async () => (await indexed([Number(row.id)])).length === 0);
    expect(goneAt - revokedAt).toBeLessThanOrEqual(1_000);
  });

  it('indexes a burst of sends from two users within a second of the last acknowledgement', async () => {
    const sends = Array.from({ length: 20 }, (_, i) => (i % 2 ? c1 : hr).request('sendMessage', text((i % 2 ? hr : c1).userID, `burstword ${i}`)));
    await Promise.all(sends);
    const lastAckAt = Date.now();
    const foundAt = await firstPass(lastAckAt + 1_000, async () => (await found('burstword')) === 20);
    expect(foundAt - lastAckAt).toBeLessThanOrEqual(1_000);
  });
});
