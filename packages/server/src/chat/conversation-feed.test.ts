import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { ConversationFeed } from './conversation-feed';
import { Presence, type OnlinePeer } from './presence';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;
const db = {} as Db;

function online(presence: Presence, userID: string): unknown[][] {
  const lists: unknown[][] = [];
  const peer: OnlinePeer = {
    userID,
    push: (event, data) => void (event === 'conversationListUpdated' && lists.push((data as { conversationList: unknown[] }).conversationList)),
    kick: () => undefined,
  };
  presence.attach(peer);
  return lists;
}

describe('ConversationFeed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pushes changes within the delay once', async () => {
    const presence = new Presence(false);
    const lists = online(presence, 'a');
    let reads = 0;
    const feed = new ConversationFeed(db, presence, log, 10, async () => [`list ${++reads}`]);
    feed.touch(['a', 'offline']);
    feed.touch(['a']);
    await jest.advanceTimersByTimeAsync(9);
    expect(lists).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(lists).toEqual([['list 1']]);
    await jest.advanceTimersByTimeAsync(100);
    expect(lists).toEqual([['list 1']]);
    await feed.close();
  });

  it('drops a list read while another change came in, and pushes the fresh one after it', async () => {
    const presence = new Presence(false);
    const lists = online(presence, 'a');
    let release!: () => void;
    const firstRead = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const feed = new ConversationFeed(db, presence, log, 10, async () => {
      reads += 1;
      if (reads === 1) await firstRead; // the read that a change overtakes
      return [`list ${reads}`];
    });
    feed.touch(['a']);
    await jest.advanceTimersByTimeAsync(10);
    expect(reads).toBe(1); // the first read has started
    feed.touch(['a']); // a change commits meanwhile
    release();
    await jest.advanceTimersByTimeAsync(10);
    expect(reads).toBe(2);
    expect(lists).toEqual([['list 2']]);
    await feed.close();
  });
});
