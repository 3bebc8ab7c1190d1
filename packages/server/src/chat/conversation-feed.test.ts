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

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ConversationFeed', () => {
  it('pushes changes within the delay once', async () => {
    const presence = new Presence(false);
    const lists = online(presence, 'a');
    let reads = 0;
    const feed = new ConversationFeed(db, presence, log, 10, async () => [`list ${++reads}`]);
    feed.touch(['a', 'offline']);
    feed.touch(['a']);
    await tick(40);
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
    await tick(30); // the first read has started
    feed.touch(['a']); // a change commits meanwhile
    release();
    await tick(40);
    expect(lists).toEqual([['list 2']]);
    await feed.close();
  });
});
