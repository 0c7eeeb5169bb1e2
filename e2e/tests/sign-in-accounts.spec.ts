import { expect, test, type Page } from '@playwright/test';
import {
  codeFromOutbox,
  expectNoSeriousA11yProblems,
  fillEmailForm,
  linkFromMail,
  openEmailForm,
  openUserMenu,
  rateAlbum,
  ratingsOf,
  shot,
  unique,
  uniquePhone,
} from '../support/journeys.ts';
import { signInAsDemoListener } from '../support/recommendation-journey.ts';

const PASSWORD = 'spin-the-record';

/** From the landing page or the dashboard: sign up by e-mail, confirm from the mail, sign in. */
async function signUpByEmail(page: Page, email: string, fromLanding: boolean) {
  if (fromLanding) await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = await openEmailForm(page, 'sign_up');
  await fillEmailForm(page, email, PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Check your email to verify your account')).toBeVisible();
  const link = await linkFromMail(page.request, email, 'Confirm your e-mail for Album Club');
  await page.goto(link);
  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(
    signIn.getByText('Your e-mail is confirmed. Sign in with your password.'),
  ).toBeVisible();
  await expect(signIn.getByLabel('Email')).toHaveValue('');
  await fillEmailForm(page, email, PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: "You're all set" })).toBeVisible();
}

test('phone code (read from the outbox) → signed in', async ({ page }, info) => {
  const phone = uniquePhone();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await shot(page, info, 'modal-choose');
  await expectNoSeriousA11yProblems(page);
  await dialog.getByRole('button', { name: 'Continue with phone' }).click();
  await dialog.getByLabel('Phone number').pressSequentially(phone.typed);
  await expect(dialog.getByLabel('Phone number')).toHaveValue(
    `(${phone.typed.slice(0, 3)}) ${phone.typed.slice(3, 6)}-${phone.typed.slice(6)}`,
  );
  await shot(page, info, 'modal-phone');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const code = await codeFromOutbox(page.request, phone.e164);
  await dialog.getByLabel('Verification code').fill(code);
  await shot(page, info, 'modal-verify');
  await expectNoSeriousA11yProblems(page);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: "You're all set" })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Hey, Listener ${phone.e164.slice(-4)}` }),
  ).toBeVisible({ timeout: 10_000 });
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Phone Account')).toBeVisible();
});

test('e-mail sign-up → verification link from the SMTP server → password sign-in', async ({
  page,
}, info) => {
  const email = `${unique(info, 'mia')}@example.org`;
  await page.goto('/');
  await signUpByEmail(page, email, true);
  await expect(page.getByRole('heading', { name: /^Hey, mia-/ })).toBeVisible({ timeout: 10_000 });
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Email Account')).toBeVisible();
});

test('forgot password → link from the SMTP server → new password → signed in with it', async ({
  page,
}, info) => {
  const email = `${unique(info, 'ren')}@example.org`;
  await page.goto('/');
  await signUpByEmail(page, email, true);
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign Out' }).click();

  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = await openEmailForm(page, 'sign_in');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByText(/a link to choose a new password is on its way/)).toBeVisible();
  const link = await linkFromMail(page.request, email, 'Choose a new Album Club password');
  await page.goto(link);
  const choose = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(page).toHaveURL(/#\/$/);
  await choose.getByLabel('New password').fill('a-brand-new-record');
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await expect(choose.getByText('Your password is changed. Sign in with it.')).toBeVisible();
  await fillEmailForm(page, email, PASSWORD);
  await choose.getByRole('button', { name: 'Sign in' }).click();
  await expect(choose.getByRole('alert')).toHaveText('Invalid email or password');
  await fillEmailForm(page, email, 'a-brand-new-record');
  await choose.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hey, ren-/ })).toBeVisible({ timeout: 10_000 });
  await shot(page, info, 'signed-in-after-reset');
});

test('anonymous → rate an album → upgrade by e-mail → the rating is still there', async ({
  page,
}, info) => {
  const email = `${unique(info, 'upgrade')}@example.org`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Try it without an account' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hey, Anonymous listener' })).toBeVisible();
  await rateAlbum(page, 'album-upgrade-1', 8.5);

  const menu = await openUserMenu(page);
  await expect(menu.getByText('Anonymous account')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
  await shot(page, info, 'anonymous-menu');
  await menu.getByRole('menuitem', { name: 'Sign in to save data' }).click();

  await signUpByEmail(page, email, false);
  await expect(page.getByRole('heading', { name: /^Hey, upgrade-/ })).toBeVisible({
    timeout: 10_000,
  });
  expect(await ratingsOf(page)).toEqual({ 'album-upgrade-1': 8.5 });
  await expect(
    (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign Out' }),
  ).toBeVisible();
});

test('anonymous with ratings → sign in to an existing account → both sets present', async ({
  page,
  browser,
}, info) => {
  const email = `${unique(info, 'owner')}@example.org`;
  // The existing account, made and used in a browser of its own.
  const other = await browser.newContext();
  const owner = await other.newPage();
  await owner.goto('/');
  await signUpByEmail(owner, email, true);
  await expect(owner.getByRole('heading', { name: /^Hey, owner-/ })).toBeVisible({
    timeout: 10_000,
  });
  await rateAlbum(owner, 'album-owner', 6);
  await other.close();

  await page.goto('/');
  await page.getByRole('button', { name: 'Try it without an account' }).click();
  await expect(page.getByRole('heading', { name: 'Hey, Anonymous listener' })).toBeVisible();
  await rateAlbum(page, 'album-anonymous', 9);
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign in to save data' }).click();
  const dialog = await openEmailForm(page, 'sign_in');
  await fillEmailForm(page, email, PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hey, owner-/ })).toBeVisible({
    timeout: 10_000,
  });
  expect(await ratingsOf(page)).toEqual({ 'album-owner': 6, 'album-anonymous': 9 });
});

test('sign out ends the session and returns to the landing page', async ({ page }, info) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await page.getByText('Jo Lindqvist').click();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { name: 'Hey, Jo Lindqvist' })).toBeVisible({
    timeout: 10_000,
  });
  // The dashboard's data is not asked for again once the session is over.
  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() === 401) refused.push(answer.url());
  });
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(await page.evaluate(async () => (await fetch('/api/auth/get-session')).text())).toBe(
    'null',
  );
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/$/);
  await shot(page, info, 'after-sign-out');
});

test('signed out in another tab: this tab learns it at its next call and returns to the landing page', async ({
  page,
  context,
}, info) => {
  await signInAsDemoListener(page, 'Jo Lindqvist');
  const other = await context.newPage();
  await other.goto('/#/dashboard');
  await (await openUserMenu(other)).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(other.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  await other.close();

  // The first tab still shows the dashboard; its next call finds the session gone.
  await page.getByRole('button', { name: 'New Rec' }).first().click();
  const view = page.getByRole('dialog');
  await view.getByLabel('What are you doing?').fill('walking home');
  await view.getByRole('button', { name: 'Next' }).click();
  await view.getByRole('button', { name: /^No/ }).click();
  await expect(
    page.getByText('Session expired and could not be renewed. Please login again.', {
      exact: true,
    }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await shot(page, info, 'signed-out-elsewhere');
});
