import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Requirement, Guard } from '../auth/guard';
import type { UploadStore } from '../uploads/store';
import type { ServerMessages } from '../chat/server-messages';

/**
 * What every route module gets: the database, the configuration, the access guard, the uploaded
 * files, and the chat messages the server sends itself (the local chat service's, once it runs).
 */
export interface RouteContext {
  db: Db;
  config: Config;
  guard: (need?: Requirement) => Guard;
  uploads: UploadStore;
  serverMessages: ServerMessages;
}
