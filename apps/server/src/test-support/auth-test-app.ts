import { DEMO_CLIENT } from '@album-club/spotify-emulator/accounts/client-registry';
import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from '@album-club/spotify-emulator/test-support/validated-emulator';
import { demoEmulatorSettings, demoRedirectUris } from '../integrations/spotify/spotify-runtime.ts';
import { googleRedirectUris } from '../integrations/google/google-runtime.ts';
import { startLocalGoogle, type LocalGoogle } from '../integrations/google/local-google-server.ts';
import type { AppDependencies } from '../app.ts';
import type { DatabaseKind } from './test-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { TestBrowser } from './test-browser.ts';

export const TEST_PUBLIC_URL = 'http://127.0.0.1:3000';
export const GOOGLE_TEST_CLIENT = {
  clientId: 'album-club-test.apps.local',
  clientSecret: 'google-test-secret',
};

export interface AuthTestApp extends TestApp {
  spotify: ValidatedEmulator;
  google: LocalGoogle;
  smtp: SmtpSink;
  /** Every log line the server wrote. */
  logs: string[];
  origin: string;
  browser(): TestBrowser;
}

/**
 * The real server with every sign-in method wired to real protocol peers: the Spotify emulator
 * (admin on), the local Google provider, and an SMTP server that receives the product's mail.
 */
export async function createAuthTestApp(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    extendForTests?: AppDependencies['extendForTests'];
    engine?: AppDependencies['engine'];
    syncPatience?: AppDependencies['syncPatience'];
    /** A database the test opened itself (one whose server it stops and starts). */
    database?: AppDependencies['database'];
  } = {},
): Promise<AuthTestApp> {
  const [spotify, google, smtp] = await Promise.all([
    startValidatedEmulator({
      clients: [{ ...DEMO_CLIENT, redirectUris: demoRedirectUris(TEST_PUBLIC_URL) }],
    }),
    startLocalGoogle({
      clients: [
        {
          ...GOOGLE_TEST_CLIENT,
          redirectUris: googleRedirectUris(TEST_PUBLIC_URL),
          appName: 'Album Club',
        },
      ],
    }),
    startSmtpSink(),
  ]);
  const logs: string[] = [];
  const t = await createTestApp(
    kind,
    { PUBLIC_URL: TEST_PUBLIC_URL, SMTP_URL: smtp.url, LOG_LEVEL: 'debug', ...options.env },
    options.extendForTests,
    {
      spotify: {
        settings: demoEmulatorSettings(spotify.url),
        demo: true,
        imageOrigins: [spotify.url],
        warm: () => spotify.warm(),
        close: async () => {},
      },
      google: {
        settings: { ...GOOGLE_TEST_CLIENT, discoveryUrl: google.discoveryUrl },
        demo: true,
        close: async () => {},
      },
      logStream: { write: (line) => void logs.push(line) },
      now: options.now,
      engine: options.engine,
      syncPatience: options.syncPatience,
      ...(options.database ? { database: options.database } : {}),
    },
  );
  const origin = new URL(TEST_PUBLIC_URL).origin;
  return {
    ...t,
    spotify,
    google,
    smtp,
    logs,
    origin,
    browser: () => new TestBrowser(t.app, origin),
    close: async () => {
      await t.close();
      await Promise.all([spotify.close(), google.close(), smtp.close()]);
    },
  };
}
