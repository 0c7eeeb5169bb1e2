import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import { DISMISS_COUNT_KEY } from '../utils/prompt-rules.ts';
import { AccountModalHost } from './account-modal-host.tsx';
import { modalUnderTest } from './modal-under-test.tsx';
import type { SignInStart } from '../../../lib/auth-errors.ts';

describe('the account-creation modal', () => {
  const { replies, requests, host, open } = modalUnderTest();

  it("opens for 'sign_in' as Welcome Back with Google, phone and e-mail, and toggles to sign up", async () => {
    host(true);
    await open('sign_in');
    // The first prompt loads the modal's code, which takes seconds on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const name of ['Continue with Google', 'Continue with phone', 'Continue with email']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Save Your Progress' })).toBeInTheDocument();
  }, 15_000);

  it('counts dismissals and stops prompting after 3, except for sign_in', async () => {
    host(false);
    for (let i = 1; i <= 3; i++) {
      await open('save');
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      expect(localStorage.getItem(DISMISS_COUNT_KEY)).toBe(String(i));
    }
    await open('save');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open('sign_in');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(localStorage.getItem(DISMISS_COUNT_KEY)).toBeNull();
  });

  it('answers a tap on a members-only action even past the dismissal limit, saying what it needs', async () => {
    localStorage.setItem(DISMISS_COUNT_KEY, '3');
    host(false);
    await open('feature');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() =>
      triggerAccountCreation('feature', { explicit: true, subtitle: 'Saving needs Spotify.' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save Your Progress');
    expect(dialog).toHaveTextContent('Saving needs Spotify.');
    expect(screen.getByRole('button', { name: /Spotify/ })).toBeInTheDocument();
  });

  it('phone: formats the number, sends +1, then takes a 6-digit code; Back and Use a different phone number work', async () => {
    host(false);
    await open('save');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with phone' }));
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '555123456');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await userEvent.type(phone, '7');
    expect(phone).toHaveValue('(555) 123-4567');
    replies.push({ status: 200, body: { message: 'code sent' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to (555) 123-4567',
    );
    expect(requests.at(-1)).toMatchObject({
      url: expect.stringContaining('/api/auth/phone-number/send-otp'),
      body: { phoneNumber: '+15551234567' },
    });

    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '12ab34');
    expect(code).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.type(code, '56');
    replies.push({ status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please try again.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Use a different phone number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 123-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeInTheDocument();
  });

  it('phone: a number the server cannot text is named as the problem, not a sending failure', async () => {
    host(false);
    await open('save');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '0000000000');
    replies.push({
      status: 400,
      body: { code: 'INVALID_PHONE_NUMBER', message: 'Invalid phone number' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "That number can't receive a code. Check it and try again.",
    );
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  const toVerifyStep = async (typed = '5551234567') => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), typed);
    replies.push({ status: 200, body: { message: 'code sent' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/We sent a 6-digit code to/);
  };

  it('phone: drops the country code 1 typed in front of a US number', async () => {
    host(false);
    await open('save');
    await toVerifyStep('15551234567');
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('(555) 123-4567');
    expect(requests.at(-1)).toMatchObject({ body: { phoneNumber: '+15551234567' } });
  });

  it('phone: an expired code, or too many tries, asks for a new code, which can be sent from the verify step', async () => {
    host(false);
    await open('save');
    await toVerifyStep();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    replies.push({ status: 400, body: { code: 'OTP_EXPIRED', message: 'OTP expired' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code has expired. Please request a new one.',
    );

    replies.push({
      status: 403,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please request a new code.',
    );

    // After too many tries the server has dropped the code: not "expired", a minute in.
    replies.push({ status: 400, body: { code: 'OTP_NOT_FOUND', message: 'OTP not found' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is no longer valid. Please request a new one.',
    );

    replies.push({ status: 200, body: { message: 'code sent' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      url: expect.stringContaining('/api/auth/phone-number/send-otp'),
      body: { phoneNumber: '+15551234567' },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });

  /** Opens the modal as a guest and chooses Google, which answers `outcome`. */
  async function continueWithGoogle(outcome: SignInStart) {
    const startProvider = vi.fn(async () => outcome);
    render(
      <AccountModalHost hasAccount={false} startProvider={startProvider} onSuccess={vi.fn()} />,
    );
    await open('save');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    return startProvider;
  }

  it('enables the buttons again when the page comes back from the provider via Back', async () => {
    const startProvider = await continueWithGoogle('started');
    expect(startProvider).toHaveBeenCalledWith('google');
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeDisabled();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeEnabled();
  });

  it('says the spec rate-limit message when a provider sign-in is refused for asking too often', async () => {
    await continueWithGoogle('rate_limited');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('clears the dismissal count once the listener has an account, however they signed in', () => {
    localStorage.setItem(DISMISS_COUNT_KEY, '2');
    const { rerender } = host(false);
    expect(localStorage.getItem(DISMISS_COUNT_KEY)).toBe('2');
    const props = { startProvider: vi.fn(async () => 'started' as const), onSuccess: vi.fn() };
    rerender(<AccountModalHost hasAccount {...props} />);
    expect(localStorage.getItem(DISMISS_COUNT_KEY)).toBeNull();
  });

  it('says the spec rate-limit message when the server answers 429', async () => {
    host(false);
    await open('save');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '5551234567');
    replies.push({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in a few minutes.',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a few minutes.',
    );
  });
});
