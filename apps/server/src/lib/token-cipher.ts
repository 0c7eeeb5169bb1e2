import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws on a value that was not encrypted with this key or was altered. */
  decrypt(sealed: string): string;
  isSealed(value: string): boolean;
}

/**
 * AES-256-GCM for provider tokens at rest: `v1.<iv>.<ciphertext>.<tag>`, base64url parts. A fresh
 * random IV per value; the tag makes any change to a stored value fail loudly instead of
 * decrypting to garbage.
 */
export function createTokenCipher(hexKey: string): TokenCipher {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32)
    throw new Error('The token encryption key must be 32 bytes (64 hex characters)');
  const isSealed = (value: string) =>
    value.startsWith(`${VERSION}.`) && value.split('.').length === 4;
  return {
    isSealed,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(sealed) {
      if (!isSealed(sealed)) throw new Error('Not an encrypted token');
      const [, iv, body, tag] = sealed.split('.') as [string, string, string, string];
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
