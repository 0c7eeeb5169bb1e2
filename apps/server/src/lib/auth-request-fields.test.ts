import { describe, expect, it } from 'vitest';
import { authRequestFields, storableUser } from './auth-request-fields.ts';

describe('what reaches the user table', () => {
  it('keeps a name from any sign-in method on one line, without direction overrides', () => {
    // Spotify and Google names reach the table through the same hook as the sign-up form's.
    expect(storableUser({ name: '\u202EDJ\r\nNadia\u0007\u2066', email: 'x@example.org' })).toEqual(
      { name: 'DJ Nadia', email: 'x@example.org' },
    );
    expect(storableUser({ emailVerified: true })).toEqual({ emailVerified: true });
  });

  it('refuses a placeholder address on every call that takes an address', () => {
    for (const path of [
      '/sign-up/email',
      '/sign-in/email',
      '/send-verification-email',
      '/request-password-reset',
    ]) {
      expect(() => authRequestFields(path, { email: 'spotify-abc@users.invalid' }), path).toThrow(
        '[body.email] Invalid email address',
      );
    }
    expect(authRequestFields('/sign-in/email', { email: 'mia@example.org' })).toEqual({
      email: 'mia@example.org',
    });
  });
});
