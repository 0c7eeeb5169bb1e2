import { get } from 'node:http';
import { makeSignature } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import { placeholderEmail } from '../lib/auth-providers.ts';
import type { AuthTestApp } from './auth-test-app.ts';
import type { TestBrowser } from './test-browser.ts';

/** The app's better-auth context: its adapters write the same rows its sign-ins write. */
async function authContext(app: FastifyInstance) {
  const auth = await app.auth();
  return auth.$context;
}

/**
 * A session for `userId` made as better-auth makes one (its session table, the token kept as a
 * hash) and its cookie signed with the app's secret, in a new browser: requests authenticate
 * exactly as after a sign-in, without the sign-in's round trips.
 */
export async function browserSignedInAs(t: AuthTestApp, userId: string): Promise<TestBrowser> {
  const context = await authContext(t.app);
  const session = await context.internalAdapter.createSession(userId);
  const signature = await makeSignature(session.token, context.secret);
  const browser = t.browser();
  browser.cookies.set(context.authCookies.sessionToken.name, `${session.token}.${signature}`);
  return browser;
}

/** A new anonymous listener, as "Continue without an account" creates one. */
export async function createAnonymousUser(t: AuthTestApp): Promise<string> {
  const context = await authContext(t.app);
  const created = await context.internalAdapter.createUser(
    {
      name: 'Anonymous listener',
      email: `anonymous-${crypto.randomUUID()}@users.invalid`,
      emailVerified: false,
      isAnonymous: true,
    },
    { method: 'anonymous' },
  );
  return created.id;
}

/**
 * A listener whose account is linked to one of the emulator's demo listeners, holding tokens
 * the emulator issued (stored sealed, as a Spotify sign-in stores them). Like a second sign-in,
 * a demo listener already linked gets fresh tokens on the same account.
 */
export async function createSpotifyUser(t: AuthTestApp, demoListener: string): Promise<string> {
  const context = await authContext(t.app);
  const tokens = t.spotify.admin.issueTokens(demoListener);
  const profile = await emulatorProfile(t, tokens.access_token);
  const grant = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessTokenExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    scope: tokens.scope.split(' ').join(','),
  };
  const key = { providerId: 'spotify', accountId: profile.id };
  const linked = await context.internalAdapter.findAccountByKey(key);
  if (linked) {
    await context.internalAdapter.updateAccount(linked.id, grant);
    return linked.userId;
  }
  const created = await context.internalAdapter.createUser(
    {
      name: profile.display_name || profile.id,
      email: placeholderEmail('spotify', profile.id),
      emailVerified: false,
      image: profile.images?.[0]?.url,
    },
    { method: 'oauth', oauth: { providerId: 'spotify' } },
  );
  await context.internalAdapter.createAccount({ userId: created.id, ...key, ...grant });
  return created.id;
}

/** A listener who signed in with a code texted to `phoneNumber` (the same listener again if so). */
export async function createPhoneUser(t: AuthTestApp, phoneNumber: string): Promise<string> {
  const context = await authContext(t.app);
  const [known] = await context.adapter.findMany<{ id: string }>({
    model: 'user',
    where: [{ field: 'phoneNumber', value: phoneNumber }],
    limit: 1,
  });
  if (known) return known.id;
  const created = await context.internalAdapter.createUser(
    {
      name: `Listener ${phoneNumber.slice(-4)}`,
      email: placeholderEmail('phone', phoneNumber.replace(/\D/g, '')),
      emailVerified: false,
      phoneNumber,
      phoneNumberVerified: true,
    },
    { method: 'phone-number' },
  );
  return created.id;
}

interface EmulatorProfile {
  id: string;
  display_name: string | null;
  images?: { url: string }[];
}

/** GET /v1/me on a connection of its own: a kept-alive one the emulator has dropped resets. */
function emulatorProfile(t: AuthTestApp, accessToken: string): Promise<EmulatorProfile> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${t.spotify.url}/v1/me`,
      { agent: false, headers: { authorization: `Bearer ${accessToken}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`emulator profile: ${response.statusCode}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as EmulatorProfile);
        });
      },
    );
    request.on('error', reject);
  });
}
