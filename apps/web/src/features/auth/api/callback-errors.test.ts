// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callbackError, LOOP_ERROR, noSessionError } from './callback-errors.ts';

describe('callback errors (spec texts and retryable flags)', () => {
  it('maps a refused consent to OAUTH_ERROR, retryable', () => {
    expect(callbackError('access_denied', 'spotify')).toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'Authentication failed: access_denied',
      retryable: true,
    });
  });

  it('maps a state mismatch to CSRF_ERROR, not retryable', () => {
    expect(callbackError('state_mismatch', 'spotify')).toMatchObject({
      code: 'CSRF_ERROR',
      message: 'Security validation failed. Please try logging in again.',
      retryable: false,
    });
  });

  it('maps a refused code exchange to TOKEN_EXCHANGE_ERROR, retryable', () => {
    expect(callbackError('invalid_code', 'spotify')).toMatchObject({
      code: 'TOKEN_EXCHANGE_ERROR',
      message: 'Failed to exchange authorization code: the provider refused the code',
      retryable: true,
    });
  });

  it('shows too many returns from a provider (Google too) as the spec rate-limit text, retryable', () => {
    for (const provider of ['spotify', 'google']) {
      expect(callbackError('rate_limited', provider)).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in a few minutes.',
        retryable: true,
      });
    }
  });

  it('maps a missing verifier to MISSING_CODE_VERIFIER, not retryable', () => {
    expect(callbackError('missing_code_verifier', null)).toMatchObject({
      message: 'Missing code verifier for PKCE flow',
      retryable: false,
    });
  });

  it('explains other provider errors by their code, and Google failures in Google’s words', () => {
    expect(callbackError('invalid_scope', 'spotify').message).toBe(
      'Authentication failed: invalid_scope',
    );
    expect(callbackError('unable_to_link_account', 'google').message).toBe(
      'Failed to complete Google sign-in. Please try again.',
    );
    // Without a description, the provider's code itself, as the spec shows it.
    expect(callbackError('server_error', 'spotify')).toMatchObject({
      message: 'Authentication failed: server_error',
      retryable: false,
    });
    expect(callbackError('%%%', null).message).toBe(
      'An unexpected error occurred during authentication.',
    );
  });

  it('never shows text from the link: anyone can send one to this screen', () => {
    expect(callbackError('access_denied', 'spotify').message).toBe(
      'Authentication failed: access_denied',
    );
    expect(callbackError('your_account_is_locked_call_this_number_now_please', null).code).toBe(
      'UNKNOWN',
    );
  });

  it('has the loop and no-session errors', () => {
    expect(LOOP_ERROR).toMatchObject({ title: 'Authentication loop detected', retryable: false });
    expect(noSessionError('spotify')).toMatchObject({
      code: 'NO_TOKENS',
      message: 'No authentication tokens received. Please try again.',
      retryable: true,
    });
    expect(noSessionError('google').code).toBe('SESSION_NOT_READY');
  });
});
