import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { FolderUploadStore } from './folder-store';
import { PostgresUploadStore } from './postgres-store';
import type { UploadStore } from './store';

/**
 * The one place the store is chosen (README, "Uploads"): in PostgreSQL when DATABASE_URL is set,
 * so that every node on the database serves every upload; otherwise (PGlite, a single node) files
 * in DATA_DIR/uploads.
 */
export function createUploadStore(config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db): UploadStore {
  return config.databaseUrl ? new PostgresUploadStore(db) : new FolderUploadStore(join(config.dataDir, 'uploads'));
}
