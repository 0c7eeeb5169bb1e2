import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentSchema } from './config-schema.ts';
import { ConfigError } from './config-error.ts';
import { loadOrCreateSecrets, type Secrets } from './secrets.ts';
import { secret, type Secret } from './secret.ts';
import { resolveSpotifyConfig, type SpotifyConfig } from './spotify-config.ts';
import { resolveGoogleConfig, type GoogleConfig } from './google-config.ts';
import {
  resolveMailConfig,
  resolveSmsConfig,
  type MailConfig,
  type SmsConfig,
} from './delivery-config.ts';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Holds the database password: `reveal()` only where the pool is opened. */
  databaseUrl: Secret | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: string;
  /** Proxies in front whose forwarded headers count: none, or their addresses and ranges. */
  trustProxy: false | string;
  bodyLimitBytes: number;
  /** Folder of the built web app; served when it exists. */
  webDistDir: string;
  /** Recommendations one listener may ask for per minute. */
  recommendationsPerMinute: number;
  secrets: Secrets;
  spotify: SpotifyConfig;
  google: GoogleConfig;
  mail: MailConfig;
  sms: SmsConfig;
  /** NODE_ENV=test only: routes that fail and crash on purpose (see lib/test-faults.ts). */
  testFaults: boolean;
}

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Parses the environment once; a bad or missing value throws a ConfigError naming it. */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.TEST_FAULTS === 'on' && e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration. TEST_FAULTS: only allowed when NODE_ENV=test');
  const dataDir = path.resolve(e.DATA_DIR);
  // Spotify refuses `localhost` redirect URIs; the loopback address is what sign-in registers.
  const publicUrl = (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    dataDir,
    databaseUrl: secret(e.DATABASE_URL),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    recommendationsPerMinute: e.RECOMMENDATIONS_PER_MINUTE,
    secrets: loadOrCreateSecrets({
      dataDir,
      production,
      provided: { authSecret: e.AUTH_SECRET, tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY },
    }),
    spotify: resolveSpotifyConfig(e),
    google: resolveGoogleConfig(e),
    mail: resolveMailConfig(e, publicUrl),
    sms: resolveSmsConfig(e),
    testFaults: e.TEST_FAULTS === 'on',
  };
}
