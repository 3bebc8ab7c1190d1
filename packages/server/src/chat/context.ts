import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from '../cluster/bus';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { UploadStore } from '../uploads/store';
import type { ConversationFeed } from './conversation-feed';
import type { InvitationRegistry } from './invitations';
import type { ChatCredentials } from './local-credentials';
import type { OnlinePeer, Presence } from './presence';
import type { ProfileSource } from './store/profiles';
import type { SearchIndexer } from './store/search-indexer';

/** What the chat service's methods and routes share: storage, settings, who is online. */
export interface ChatContext {
  db: Db;
  config: Config;
  presence: Presence;
  feed: ConversationFeed;
  /** Indexes stored messages for cloud search; nudged after a message is stored or revoked. */
  search: SearchIndexer;
  /** Pending call invitations (signalling). */
  invitations: InvitationRegistry;
  profiles: ProfileSource;
  /** Uploaded files: media sent to /chat/files, voice messages to transcribe. */
  uploads: UploadStore;
  credentials: () => Promise<ChatCredentials>;
  /** Milliseconds since the epoch; swappable in tests. */
  now: () => number;
  /** For the translation and speech providers; swappable in tests. */
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  /** The other nodes on the same PostgreSQL, if any (cluster/bus.ts). */
  cluster?: ClusterBus;
}

/** The logged-in caller of a method. */
export interface ChatSession {
  userID: string;
  isAdmin: boolean;
  /** The caller's connection: pushes caused by the call skip it where the answer carries the news. */
  peer: OnlinePeer;
}

export const nowSeconds = (ctx: Pick<ChatContext, 'now'>) => Math.floor(ctx.now() / 1000);
