import type { GoogleConfig } from '../../config/google-config.ts';
import type { GoogleSettings } from '../../lib/auth-providers.ts';
import { startLocalGoogle } from './local-google-server.ts';

/** Google as this process reaches it. */
export interface GoogleRuntime {
  settings: GoogleSettings | undefined;
  /** True when `settings` points at the local stand-in with demo users. */
  demo: boolean;
  close(): Promise<void>;
}

/** The stand-in's client: only this process knows it, so its secret can be made up at start. */
const DEMO_CLIENT_ID = 'album-club-demo.apps.local';

export function googleRedirectUris(publicUrl: string): string[] {
  const origins = new Set([publicUrl, publicUrl.replace('//localhost', '//127.0.0.1')]);
  return [...origins].map((origin) => `${origin}/api/auth/callback/google`);
}

/** Connects to Google, or starts the local OpenID Connect stand-in in-process. */
export async function startGoogleRuntime(
  config: GoogleConfig,
  publicUrl: string,
): Promise<GoogleRuntime> {
  if (config.kind === 'off') return { settings: undefined, demo: false, close: async () => {} };
  if (config.kind === 'google') {
    const { clientId, clientSecret, discoveryUrl } = config;
    return {
      settings: { clientId, clientSecret: clientSecret.reveal(), discoveryUrl },
      demo: false,
      close: async () => {},
    };
  }
  const clientSecret = crypto.randomUUID();
  const local = await startLocalGoogle({
    port: config.port,
    clients: [
      {
        clientId: DEMO_CLIENT_ID,
        clientSecret,
        redirectUris: googleRedirectUris(publicUrl),
        appName: 'Album Club',
      },
    ],
  });
  return {
    settings: { clientId: DEMO_CLIENT_ID, clientSecret, discoveryUrl: local.discoveryUrl },
    demo: true,
    close: () => local.close(),
  };
}
