import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/config.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { secretValuesOf } from '../config/secret-values.ts';
import { guardedLogStream } from './log-guard.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real server on a fresh database, with its own DATA_DIR; nothing listens. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  extendForTests?: AppDependencies['extendForTests'],
  extraDeps: Omit<Partial<AppDependencies>, 'extendForTests'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // Logged, so that the log guard sees every line a test makes the app write.
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  // A test that runs its own database server hands it over; the others get a fresh one.
  const database = extraDeps.database ?? (await createTestDatabase(kind));
  const logStream = guardedLogStream(secretValuesOf(config), (line) =>
    extraDeps.logStream?.write(line),
  );
  const app = await buildApp(config, { ...extraDeps, logStream, database, extendForTests });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
