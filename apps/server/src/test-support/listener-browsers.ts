import { expect } from 'vitest';
import type { AuthTestApp } from './auth-test-app.ts';
import { signInWithProvider, whoAmI } from './sign-in-flows.ts';
import type { TestBrowser } from './test-browser.ts';

/** A browser with a fresh anonymous session, and the anonymous listener's id. */
export async function anonymousListener(t: AuthTestApp): Promise<[TestBrowser, string]> {
  const browser = t.browser();
  expect((await browser.post('/api/auth/sign-in/anonymous')).statusCode).toBe(200);
  const me = await whoAmI(browser);
  return [browser, me?.id ?? ''];
}

/** A browser signed in with Spotify as one of the emulator's demo listeners. */
export async function spotifyListener(
  t: AuthTestApp,
  demoListener: string,
): Promise<[TestBrowser, string]> {
  const browser = t.browser();
  await signInWithProvider(t, browser, 'spotify', demoListener);
  const me = await whoAmI(browser);
  expect(me?.isAnonymous).toBe(false);
  return [browser, me?.id ?? ''];
}
