import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('security headers, worked out once', () => {
  it('carry the strict policy, nosniff and no framing', () => {
    const headers = securityHeaders({ imageOrigins: ['https://i.scdn.co'], https: false });
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain('img-src');
    expect(headers['content-security-policy']).toContain('https://i.scdn.co');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests only over HTTPS', () => {
    const headers = securityHeaders({ imageOrigins: [], https: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
