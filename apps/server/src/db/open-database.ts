import type { AppConfig } from '../config/config.ts';
import type { DatabaseHandle } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl.reveal(), config.databasePoolSize)
    : openPglite({ dataDir: config.dataDir });
}
