import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Requirement, Guard } from '../auth/guard';
import type { UploadStore } from '../uploads/store';

/** What every route module gets: the database, the configuration, the access guard and the uploaded files. */
export interface RouteContext {
  db: Db;
  config: Config;
  guard: (need?: Requirement) => Guard;
  uploads: UploadStore;
}
