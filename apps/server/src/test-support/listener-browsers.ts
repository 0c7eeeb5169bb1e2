import type { AuthTestApp } from './auth-test-app.ts';
import {
  browserSignedInAs,
  createAnonymousUser,
  createPhoneUser,
  createSpotifyUser,
} from './listener-factory.ts';
import type { TestBrowser } from './test-browser.ts';

/**
 * A browser with a fresh anonymous session, and the anonymous listener's id. Made in the
 * database: tests about signing in go through sign-in-flows.ts instead.
 */
export async function anonymousListener(t: AuthTestApp): Promise<[TestBrowser, string]> {
  const userId = await createAnonymousUser(t);
  return [await browserSignedInAs(t, userId), userId];
}

/** A browser signed in as one of the emulator's demo listeners (made in the database too). */
export async function spotifyListener(
  t: AuthTestApp,
  demoListener: string,
): Promise<[TestBrowser, string]> {
  const userId = await createSpotifyUser(t, demoListener);
  return [await browserSignedInAs(t, userId), userId];
}

/** A browser signed in as the listener with this phone number (made in the database too). */
export async function phoneListener(
  t: AuthTestApp,
  phoneNumber: string,
): Promise<[TestBrowser, string]> {
  const userId = await createPhoneUser(t, phoneNumber);
  return [await browserSignedInAs(t, userId), userId];
}
