import { loadConfig } from './config/config.ts';
import { ConfigError } from './config/config-error.ts';
import { openDatabase } from './db/open-database.ts';
import { startSpotifyRuntime } from './integrations/spotify/spotify-runtime.ts';
import { startGoogleRuntime } from './integrations/google/google-runtime.ts';
import { sharedBuiltInEngine } from './modules/recommendations/built-in-engine.ts';
import { secretValuesOf, secretValuesOfEnvironment } from './config/secret-values.ts';
import { createSecretScrubber } from './lib/secret-scrubber.ts';
import { crashLine, reportCrashes } from './lib/crash-report.ts';
import { testFaultRoutes } from './lib/test-faults.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { keepHeapGrowthTight } from './lib/heap-growth.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;
const WARM_UP_DELAY_MS = 1_000;

keepHeapGrowthTight();

// The one place the process environment is read.
// eslint-disable-next-line no-restricted-properties -- configuration is parsed here, once
const environment = process.env;
// Whatever stops the process is reported without a secret, even before the config is parsed.
const scrubber = createSecretScrubber(secretValuesOfEnvironment(environment));
reportCrashes(scrubber, (line) => process.stderr.write(line));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(environment);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${scrubber.scrub(message)}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }
  scrubber.add(secretValuesOf(config));

  // The app's modules (sign-in among them) load while the database and stand-ins start.
  const [{ buildApp }, database, spotify, google] = await Promise.all([
    import('./app.ts'),
    openDatabase(config),
    startSpotifyRuntime(config.spotify, config.publicUrl),
    startGoogleRuntime(config.google, config.publicUrl),
  ]);
  const app = await buildApp(config, {
    database,
    spotify,
    google,
    engine: sharedBuiltInEngine,
    extendForTests: config.testFaults ? testFaultRoutes(config) : undefined,
  });

  // Work that outlives a request and meets a database outage has nobody to answer; the outage
  // ends on its own, so it is noted and the process keeps serving. Anything else still ends it.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    app.log.warn({ code: 'DATABASE_UNAVAILABLE' }, 'background work met a database outage');
  });

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
    app
      .close()
      .then(() => Promise.all([spotify.close(), google.close()]))
      .then(
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
  // Work that a first request would otherwise do is done a moment after the server answers, so
  // a restart answers health checks and the first page at once: sign-in (better-auth, loaded on
  // first use), the recommendation engine (~0.5 s of CPU) and the demo Spotify's catalog and
  // listeners (~1 s). Whatever is asked before then builds what it needs on the spot.
  setTimeout(() => {
    app.auth().catch((error: unknown) => app.log.error({ err: error }, 'sign-in could not start'));
    sharedBuiltInEngine();
    spotify.warm();
  }, WARM_UP_DELAY_MS).unref();
  app.log.info(
    { url: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    'Album Club is ready',
  );
  if (spotify.demo) {
    app.log.info(
      { spotify: spotify.settings?.accountsBaseUrl },
      'Demo mode: no SPOTIFY_CLIENT_ID, so Spotify is the local emulator with demo listeners',
    );
  } else if (!spotify.settings) {
    app.log.warn('Spotify is off: set SPOTIFY_CLIENT_ID (and SPOTIFY_CLIENT_SECRET) to enable it');
  }
  if (google.demo) {
    app.log.info(
      'Demo mode: no GOOGLE_CLIENT_ID, so Google sign-in is a local stand-in with demo users',
    );
  } else if (!google.settings) {
    app.log.warn(
      'Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to enable it',
    );
  }
  if (
    config.env === 'production' &&
    (config.sms.kind === 'outbox' || config.mail.kind === 'outbox')
  ) {
    app.log.warn(
      'Phone codes or e-mail cannot be delivered: set TWILIO_* and SMTP_URL (the outbox is not readable in production)',
    );
  } else if (config.sms.kind === 'outbox' || config.mail.kind === 'outbox') {
    app.log.info(
      { outbox: `${config.publicUrl}/dev/outbox` },
      'Sign-in codes and e-mail go to the local outbox',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(crashLine(scrubber, 'the server could not start', error));
  process.exit(1);
});
