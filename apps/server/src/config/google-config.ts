import { ConfigError } from './config-error.ts';
import type { Environment } from './config-schema.ts';
import { secret, type Secret } from './secret.ts';

export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

/** Google sign-in: the real service (OpenID Connect discovery), the local stand-in, or off. */
export type GoogleConfig =
  | { kind: 'google'; clientId: string; clientSecret: Secret; discoveryUrl: string }
  | { kind: 'emulator'; port: number }
  | { kind: 'off' };

/**
 * With GOOGLE_CLIENT_ID (and its secret) the server signs in with Google. Without it a local
 * OpenID Connect provider with demo Google users starts in-process, except in production, where
 * it runs only when GOOGLE_EMULATOR=on asks for it.
 */
export function resolveGoogleConfig(e: Environment): GoogleConfig {
  const problem = (message: string) => new ConfigError(`Invalid configuration. ${message}`);
  if (e.GOOGLE_CLIENT_ID) {
    if (!e.GOOGLE_CLIENT_SECRET)
      throw problem('GOOGLE_CLIENT_SECRET: set it together with GOOGLE_CLIENT_ID');
    if (e.GOOGLE_EMULATOR === 'on')
      throw problem('GOOGLE_EMULATOR: "on" cannot be combined with GOOGLE_CLIENT_ID');
    return {
      kind: 'google',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: secret(e.GOOGLE_CLIENT_SECRET),
      discoveryUrl: e.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
    };
  }
  for (const name of ['GOOGLE_CLIENT_SECRET', 'GOOGLE_DISCOVERY_URL'] as const) {
    if (e[name]) throw problem(`${name}: only used together with GOOGLE_CLIENT_ID`);
  }
  const wanted =
    e.GOOGLE_EMULATOR === 'on' || (e.GOOGLE_EMULATOR === 'auto' && e.NODE_ENV !== 'production');
  return wanted ? { kind: 'emulator', port: e.GOOGLE_EMULATOR_PORT } : { kind: 'off' };
}
