import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

const mailUrl = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3197}`;

/** A name no other journey (or the other viewport's run) uses. */
export const unique = (info: TestInfo, prefix: string) =>
  `${prefix}-${info.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A US number no other journey uses, as the listener types it and as the server stores it. */
export function uniquePhone(): { typed: string; e164: string } {
  const line = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { typed: `555${line}`, e164: `+1555${line}` };
}

export async function shot(page: Page, info: TestInfo, name: string) {
  // What the listener sees once things stop moving: the viewport, with any dialog over it.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`) });
}

/** The newest sign-in code texted to `e164`, read from the local outbox (demo mode only). */
export async function codeFromOutbox(request: APIRequestContext, e164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox.json?to=${encodeURIComponent(e164)}`);
      const { messages } = (await answer.json()) as { messages: { text: string }[] };
      code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The link in the newest mail to `address` that the SMTP server received. */
export async function linkFromMail(
  request: APIRequestContext,
  address: string,
  subject: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${mailUrl}/messages?to=${encodeURIComponent(address)}`);
      const messages = (await answer.json()) as { subject: string; text: string }[];
      const mail = messages.reverse().find((message) => message.subject === subject);
      link = /(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** Rates an album through the product's API from the page, with its cookies and Origin. */
export async function rateAlbum(page: Page, albumId: string, rating: number) {
  const status = await page.evaluate(
    async ({ albumId, rating }) => {
      const answer = await fetch('/spotify/album-interaction', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          albumId,
          albumName: `Album ${albumId}`,
          artistName: 'The Testers',
          interactionType: 'rate',
          rating,
        }),
      });
      return answer.status;
    },
    { albumId, rating },
  );
  expect(status).toBe(200);
}

export async function ratingsOf(page: Page): Promise<Record<string, number | null>> {
  return page.evaluate(async () => {
    const answer = await fetch('/spotify/user-albums');
    const { albums } = (await answer.json()) as {
      albums: { albumId: string; rating: number | null }[];
    };
    return Object.fromEntries(albums.map((album) => [album.albumId, album.rating]));
  });
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  return page.getByRole('menu');
}

/** From the landing page: open the modal in sign-in mode and choose e-mail. */
export async function openEmailForm(page: Page, mode: 'sign_in' | 'sign_up') {
  const dialog = page.getByRole('dialog');
  if (mode === 'sign_up') await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  return dialog;
}

export async function fillEmailForm(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByPlaceholder('Password (8+ characters)').fill(password);
  return dialog;
}

/** No serious or critical accessibility problem (WCAG 2.1 AA) in what is on screen. */
export async function expectNoSeriousA11yProblems(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
