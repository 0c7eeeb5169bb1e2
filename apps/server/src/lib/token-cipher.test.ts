import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.ts';

const cipher = createTokenCipher('ab'.repeat(32));

describe('token cipher (AES-256-GCM)', () => {
  it('round-trips a token and never stores it in the clear', () => {
    const sealed = cipher.encrypt('BQD-access-token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('BQD');
    expect(cipher.decrypt(sealed)).toBe('BQD-access-token');
  });

  it('uses a fresh IV each time, so equal tokens look different at rest', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a value that was altered, made with another key, or never encrypted', () => {
    const sealed = cipher.encrypt('refresh-token');
    const [v, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => createTokenCipher('cd'.repeat(32)).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain-token')).toThrow(/Not an encrypted token/);
  });
});
