import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { UploadStore } from '../uploads/store';
import { originAllowed } from '../http/cors';
import { ChatLink } from '../cluster/chat-link';
import type { ClusterBus } from '../cluster/bus';
import { announceStatus } from './announce';
import { linkSignaling, type SignalingNode } from './signaling-node';
import { deliverStoredElsewhere } from './stored-elsewhere';
import { announceStoredMessages } from './store/message-batch';
import { ChatConnection } from './connection';
import type { ChatContext } from './context';
import { ConversationFeed } from './conversation-feed';
import { InvitationRegistry } from './invitations';
import { localChatCredentials, type ChatCredentials } from './local-credentials';
import { Presence } from './presence';
import { SearchIndexer } from './store/search-indexer';
import { registerChatUploadRoute } from './upload-route';
import type { ServerMessages } from './server-messages';

export interface ChatServiceOptions {
  db: Db;
  config: Config;
  uploads: UploadStore;
  /** Milliseconds since the epoch (tests move time). */
  now?: () => number;
  fetch?: typeof fetch;
  /** The other nodes: presence and pushes span them (cluster/chat-link.ts). */
  cluster?: ClusterBus;
  /** The routes' way to send messages of the server's own (server-messages.ts): attached to this service. */
  serverMessages?: ServerMessages;
}

/**
 * Frames above the protocol's limit but below this are refused with an answer; anything larger
 * makes ws close that one connection (1009) before it is read into memory.
 */
const HARD_FRAME_LIMIT = 1024 * 1024;

/** How long a closing server waits for a client to answer the closing handshake (ws alone waits 30 s). */
export const CLOSE_GRACE_MS = 2_000;

/**
 * @fastify/websocket's preClose, with a grace: every client is asked to close (1001, going away:
 * the engine reconnects); one that has not answered after CLOSE_GRACE_MS, such as a page frozen
 * in the background, is cut off, so a shutdown or restart never waits on it.
 */
function closeSockets(this: FastifyInstance, done: () => void): void {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(1001, 'server shutting down');
  const timer = setTimeout(() => {
    for (const client of server.clients) client.terminate();
  }, CLOSE_GRACE_MS);
  timer.unref();
  server.close(() => clearTimeout(timer));
  done();
}

/**
 * The local chat service: WebSocket `GET /chat` and media uploads at `POST /chat/files`, on the
 * app's own port. Used when no Tencent app is configured; harmless when one is.
 */
export async function registerChatService(app: FastifyInstance, options: ChatServiceOptions): Promise<void> {
  await app.register(async (chat) => {
    const { db, config } = options;
    const presence = new Presence(config.chat.multiInstance);
    let credentials: Promise<ChatCredentials> | undefined;
    const ctx: ChatContext = {
      db,
      config,
      presence,
      feed: new ConversationFeed(db, presence, chat.log),
      search: new SearchIndexer(db, chat.log),
      invitations: new InvitationRegistry(),
      profiles: { chatUserPrefix: config.chatUserPrefix, adminUserID: config.chat.adminUserID },
      uploads: options.uploads,
      credentials: () =>
        (credentials ??= localChatCredentials(db).catch((error: unknown) => {
          credentials = undefined;
          throw error;
        })),
      now: options.now ?? Date.now,
      fetch: options.fetch ?? fetch,
      log: chat.log,
      ...(options.cluster ? { cluster: options.cluster } : {}),
    };
    options.serverMessages?.attach(ctx);
    let signaling: SignalingNode | undefined;
    if (options.cluster) {
      const gone = (userIDs: string[]) => {
        for (const userID of userIDs) {
          announceStatus(ctx, userID, 0).catch((error: unknown) => chat.log.error({ err: error }, 'chat: status push failed'));
        }
      };
      await new ChatLink(options.cluster, presence, chat.log, gone).start();
      signaling = linkSignaling(ctx, options.cluster);
      deliverStoredElsewhere(ctx, options.cluster);
      announceStoredMessages(db, options.cluster.nodeId);
    }
    // Messages stored while no server ran (a crash before their run, a seed) are indexed now.
    await ctx.search.flush();

    // Before the WebSocket plugin closes the sockets: no more pushes, nothing more queried.
    chat.addHook('preClose', async () => {
      await signaling?.stop();
      presence.close();
      ctx.invitations.close();
      await ctx.feed.close();
      await ctx.search.close();
    });
    await chat.register(fastifyWebsocket, {
      options: { maxPayload: HARD_FRAME_LIMIT },
      preClose: closeSockets,
      errorHandler: (error, socket) => {
        chat.log.debug({ err: error }, 'chat: WebSocket error');
        socket.terminate();
      },
    });

    // Which node holds a chat connection, for operators and the cluster tests (README "Deployment").
    chat.websocketServer.on('headers', (headers) => headers.push(`x-ec-node: ${config.nodeId}`));
    // Pushes from the other nodes during a gap on the bus were missed: the clients reconnect
    // (1012, service restart) and catch up from their cursor, as after any reconnection.
    options.cluster?.onReconnect(() => {
      for (const client of chat.websocketServer.clients) client.close(1012, 'catching up after a gap');
    });
    chat.route({
      method: 'GET',
      url: '/chat',
      // Browsers send their page's Origin with the upgrade and apply no CORS to WebSockets.
      preValidation: async (request, reply) => {
        if (originAllowed(request, config.widgetAllowedOrigins)) return;
        request.log.warn({ origin: request.headers.origin }, 'chat: WebSocket from an origin not in WIDGET_ALLOWED_ORIGINS refused');
        await reply.code(403).send({ code: 403, msg: 'this origin may not use the chat service', data: null });
      },
      handler: async (_request, reply) => reply.code(426).send({ code: 426, msg: 'connect with a WebSocket', data: null }),
      wsHandler: (socket, request) => {
        new ChatConnection(ctx, socket, request.raw.socket);
      },
    });
    registerChatUploadRoute(chat, ctx);
  });
}
