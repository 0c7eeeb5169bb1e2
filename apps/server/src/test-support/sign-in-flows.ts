import type { LightMyRequestResponse } from 'fastify';
import { DEMO_GOOGLE_USERS } from '../integrations/google/demo-google-users.ts';
import type { AuthTestApp } from './auth-test-app.ts';
import type { TestBrowser } from './test-browser.ts';

/** The page a provider shows; the hidden `request` field identifies the pending sign-in. */
export async function openProviderPage(url: string, cookie?: string) {
  const page = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await page.text();
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
  return { status: page.status, html, request, location: page.headers.get('location') };
}

/** Agree (as `user`) or cancel on a provider's consent page; answers where the provider sends the browser. */
export async function decideAtProvider(
  providerUrl: string,
  request: string,
  decision: { action: 'accept' | 'cancel'; user?: string },
): Promise<string> {
  const response = await fetch(`${providerUrl}/authorize/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      request,
      action: decision.action,
      ...(decision.user ? { user: decision.user } : {}),
    }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (!location) throw new Error(`provider answered ${response.status} without a redirect`);
  return location;
}

export async function startProviderSignIn(
  browser: TestBrowser,
  provider: 'spotify' | 'google',
  errorCallbackURL = '/auth/sign-in-error',
) {
  const response = await browser.post('/api/auth/sign-in/social', {
    provider,
    callbackURL: '/#/callback',
    errorCallbackURL,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in start failed: ${response.body}`);
  return (response.json() as { url: string }).url;
}

/** Back on our callback path: the path and query of the provider's redirect. */
export const pathOf = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};

/** The whole provider round trip: start, consent as `user`, return to the callback. */
export async function signInWithProvider(
  t: AuthTestApp,
  browser: TestBrowser,
  provider: 'spotify' | 'google',
  user?: string,
): Promise<LightMyRequestResponse> {
  const authorizeUrl = await startProviderSignIn(browser, provider);
  const page = await openProviderPage(authorizeUrl);
  if (!page.request) throw new Error(`no consent page: ${page.status}`);
  const providerUrl = provider === 'spotify' ? t.spotify.url : t.google.url;
  const chosen = user ?? (provider === 'google' ? DEMO_GOOGLE_USERS[0]?.sub : 'night-owl');
  const back = await decideAtProvider(providerUrl, page.request, {
    action: 'accept',
    user: chosen,
  });
  return browser.get(pathOf(back));
}

export async function latestOutboxCode(browser: TestBrowser, phoneNumber: string): Promise<string> {
  const answer = await browser.get(`/dev/outbox.json?to=${encodeURIComponent(phoneNumber)}`);
  const [latest] = (answer.json() as { messages: { text: string }[] }).messages;
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phoneNumber}`);
  return code;
}

export async function signInWithPhone(browser: TestBrowser, phoneNumber: string) {
  const sent = await browser.post('/api/auth/phone-number/send-otp', { phoneNumber });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const code = await latestOutboxCode(browser, phoneNumber);
  return browser.post('/api/auth/phone-number/verify', { phoneNumber, code });
}

export async function signUpAndVerify(
  t: AuthTestApp,
  browser: TestBrowser,
  email: string,
  password: string,
) {
  const signUp = await browser.post('/api/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
    callbackURL: '/auth/email-verified',
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
  const mail = await t.smtp.waitFor(email, (m) => m.subject.includes('Confirm'));
  const link = /(http\S+verify-email\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error('no verification link');
  return browser.get(pathOf(link));
}

export const signInWithEmail = (browser: TestBrowser, email: string, password: string) =>
  browser.post('/api/auth/sign-in/email', { email, password });

export async function whoAmI(browser: TestBrowser) {
  const answer = await browser.get('/api/auth/get-session');
  return (
    (
      answer.json() as {
        user?: { id: string; isAnonymous?: boolean; name: string; email: string | null };
      } | null
    )?.user ?? null
  );
}
