import { ConfigError } from './config-error.ts';
import type { Environment } from './config-schema.ts';
import { secret, type Secret } from './secret.ts';

/** Where e-mail goes: an SMTP server, or the local outbox (readable outside production only). */
export type MailConfig = { from: string } & ({ kind: 'smtp'; url: Secret } | { kind: 'outbox' });

/** Where text messages go: Twilio, or the local outbox (readable outside production only). */
export type SmsConfig =
  | { kind: 'twilio'; accountSid: string; authToken: Secret; from: string; apiBaseUrl: string }
  | { kind: 'outbox' };

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

export function resolveMailConfig(e: Environment, publicUrl: string): MailConfig {
  const from = e.MAIL_FROM ?? `Album Club <no-reply@${new URL(publicUrl).hostname}>`;
  return e.SMTP_URL ? { kind: 'smtp', url: secret(e.SMTP_URL), from } : { kind: 'outbox', from };
}

/** Twilio needs all three of its settings; any other mix stops boot naming what is missing. */
export function resolveSmsConfig(e: Environment): SmsConfig {
  const given = TWILIO_VARIABLES.filter((name) => e[name]);
  if (given.length === 0) {
    if (e.TWILIO_API_URL)
      throw new ConfigError(
        'Invalid configuration. TWILIO_API_URL: only used together with TWILIO_ACCOUNT_SID',
      );
    return { kind: 'outbox' };
  }
  const missing = TWILIO_VARIABLES.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration. ${missing.join(', ')}: set together with ${given.join(', ')}`,
    );
  }
  return {
    kind: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID as string,
    authToken: secret(e.TWILIO_AUTH_TOKEN as string),
    from: e.TWILIO_FROM_NUMBER as string,
    apiBaseUrl: (e.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
  };
}
