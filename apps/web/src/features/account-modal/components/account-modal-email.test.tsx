import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import { modalUnderTest } from './modal-under-test.tsx';

describe('the account modal by e-mail', () => {
  const { replies, requests, host, open, chooseAndType } = modalUnderTest();

  it('e-mail: needs an address and 8+ characters; sign-up asks to check the mail, sign-in errors read as the spec', async () => {
    host(false);
    await open('save');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    const create = screen.getByRole('button', { name: 'Create account' });
    await userEvent.type(screen.getByLabelText('Email'), 'mia@example.org');
    await userEvent.type(screen.getByPlaceholderText('Password (8+ characters)'), 'short');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Password (8+ characters)'), 'er!');
    replies.push({ status: 200, body: { user: { id: 'x' } } });
    await userEvent.click(create);
    expect(await screen.findByText('Check your email to verify your account')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I confirmed it, sign me in' }));
    await userEvent.type(screen.getByPlaceholderText('Password (8+ characters)'), 'wrong-password');
    replies.push({
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('e-mail: an address the server refuses is named as the problem', async () => {
    host(false);
    await open('save');
    await chooseAndType('email', 'mia@localhost');
    await userEvent.type(screen.getByPlaceholderText('Password (8+ characters)'), 'long-enough!');
    replies.push({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "That address can't receive mail. Check it and try again.",
    );
  });

  it('e-mail: Forgot password? mails a link, without saying whether the address has an account', async () => {
    host(false);
    await open('sign_in');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'mia@example.org');
    replies.push({ status: 200, body: { status: true, message: 'If this email exists…' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that address has an account, a link to choose a new password is on its way.',
    );
    expect(requests.at(-1)).toMatchObject({
      url: expect.stringContaining('/api/auth/request-password-reset'),
      body: { email: 'mia@example.org' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('e-mail: Forgot password? starts with the address already typed', async () => {
    host(false);
    await open('sign_in');
    await chooseAndType('email', 'mia@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.org');
  });

  it('e-mail: the mailed link asks for the new password, then for signing in with it', async () => {
    host(true);
    act(() =>
      triggerAccountCreation('sign_in', { startWith: 'new-password', resetToken: 'tok-123' }),
    );
    const field = await screen.findByLabelText('New password');
    await userEvent.type(field, 'short');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
    await userEvent.type(field, '-enough');
    replies.push({ status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That password link has expired or was already used.',
    );
    replies.push({ status: 200, body: { status: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed. Sign in with it.',
    );
    expect(requests.at(-1)).toMatchObject({
      url: expect.stringContaining('/api/auth/reset-password'),
      body: { newPassword: 'short-enough', token: 'tok-123' },
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
