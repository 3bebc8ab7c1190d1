import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Requirement, Guard } from '../auth/guard';

/** What every route module gets: the database, the configuration and the access guard. */
export interface RouteContext {
  db: Db;
  config: Config;
  guard: (need?: Requirement) => Guard;
}
