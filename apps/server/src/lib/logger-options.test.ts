import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger-options.ts';

describe('redactUrl', () => {
  it('hides codes, states and tokens in a logged URL but keeps the rest', () => {
    expect(redactUrl('/api/auth/callback/spotify?code=AQBx&state=s3cr3t&lang=en')).toBe(
      '/api/auth/callback/spotify?code=%5Bredacted%5D&state=%5Bredacted%5D&lang=en',
    );
  });

  it('hides the token a reset link carries in its path', () => {
    expect(redactUrl('/api/auth/reset-password/AbC123xyz?callbackURL=%2Fauth')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%5Bredacted%5D',
    );
  });

  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
