import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { ConfigError } from './config/config-error.ts';
import { openDatabase } from './db/open-database.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    // The one place the process environment is read.
    // eslint-disable-next-line no-restricted-properties -- configuration is parsed here, once
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }

  const database = await openDatabase(config);
  const app = await buildApp(config, { database });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('requests still running after 10 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    'Album Club is ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
