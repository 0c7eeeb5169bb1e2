import type { AppConfig } from './config.ts';
import type { Secret } from './secret.ts';

/** Environment variables that hold a secret, or a URL whose password is one. */
const SECRET_VARIABLES = [
  'AUTH_SECRET',
  'TOKEN_ENCRYPTION_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'TWILIO_AUTH_TOKEN',
  'GOOGLE_CLIENT_SECRET',
  'SPOTIFY_CLIENT_SECRET',
] as const;

/** A URL's password in both its written and decoded forms, besides the URL itself. */
function withUrlPassword(value: string): string[] {
  try {
    const { password } = new URL(value);
    return password ? [value, password, decodeURIComponent(password)] : [value];
  } catch {
    return [value];
  }
}

/** What the environment gives as secrets: known before the config parses (or fails to). */
export function secretValuesOfEnvironment(source: Record<string, string | undefined>): string[] {
  return SECRET_VARIABLES.flatMap((name) => {
    const value = source[name]?.trim();
    return value ? withUrlPassword(value) : [];
  });
}

/** Every secret the config holds, generated ones included: none may reach a log line. */
export function secretValuesOf(config: AppConfig): string[] {
  const secrets: (Secret | undefined)[] = [
    config.secrets.authSecret,
    config.secrets.tokenEncryptionKey,
    config.databaseUrl,
    config.mail.kind === 'smtp' ? config.mail.url : undefined,
    config.sms.kind === 'twilio' ? config.sms.authToken : undefined,
    config.google.kind === 'google' ? config.google.clientSecret : undefined,
    config.spotify.kind === 'spotify' ? config.spotify.clientSecret : undefined,
  ];
  return secrets.flatMap((value) => (value ? withUrlPassword(value.reveal()) : []));
}
