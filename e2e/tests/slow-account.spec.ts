import { expect, test, type Page, type Route } from '@playwright/test';
import { signInAsDemoListener } from '../support/recommendation-journey.ts';

// Each viewport signs in as its own demo listener, so their sessions stay apart.
const demoListener = { phone: 'Jo Lindqvist', desktop: 'Priya Raman' } as const;
const SLOW_MS = 6000;

/** Signs in, then records anything that would end the session or show the landing page. */
async function signedInMember(page: Page, name: string) {
  await signInAsDemoListener(page, name);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-out')) leaving.push(`sign-out ${request.method()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().includes('#/dashboard'))
      leaving.push(`shown ${frame.url()}`);
  });
  return { leaving: () => [...leaving] };
}

/** The member's own page, and a session the server still knows, once the profile arrived. */
async function expectStillSignedIn(page: Page, name: string, leaving: () => string[]) {
  await expect(page.getByRole('heading', { name: `Hey, ${name}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toHaveCount(0);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { name: string };
  } | null;
  expect(session?.user.name).toBe(name);
  expect(leaving()).toEqual([]);
}

const stalled = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Failed to load your profile. Please try again.' });

test('a profile answer 6 s late: the retry state shows, then the member’s page, still signed in', async ({
  page,
}, info) => {
  const name = demoListener[info.project.name as 'phone' | 'desktop'];
  const { leaving } = await signedInMember(page, name);
  await page.route('**/api/account', async (route: Route) => {
    const answer = await route.fetch();
    // The server's slowness, as the network would add it.
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.fulfill({ response: answer });
  });

  await page.reload();
  // Waited for as it appears (the answer follows it within about a second).
  await stalled(page).waitFor({ state: 'visible', timeout: 15_000 });
  await expectStillSignedIn(page, name, leaving);
  await expect(stalled(page)).toHaveCount(0);
});

for (const failure of ['500', 'aborted'] as const) {
  test(`a profile call failing 3 times (${failure}): a retry state, Try Again, the member’s page`, async ({
    page,
  }, info) => {
    const name = demoListener[info.project.name as 'phone' | 'desktop'];
    const { leaving } = await signedInMember(page, name);
    let failed = 0;
    await page.route('**/api/account', async (route: Route) => {
      if (failed >= 3) return route.continue();
      failed += 1;
      if (failure === 'aborted') return route.abort('failed');
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
      });
    });

    await page.reload();
    await expect(stalled(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Connect Spotify' })).toHaveCount(0);
    await expect.poll(() => failed).toBe(3);
    await stalled(page).getByRole('button', { name: 'Try Again' }).click();
    await expectStillSignedIn(page, name, leaving);
  });
}
