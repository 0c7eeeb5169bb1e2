import { describe, expect, it } from 'vitest';
import { isTextableNumber } from './phone-number-rules.ts';

describe('isTextableNumber', () => {
  const real = { fictionalAllowed: false };

  it('takes real numbers of any country', () => {
    for (const number of ['+12025550143', '+33612345678', '+4915112345678', '+447911123456'])
      expect(isTextableNumber(number, real), number).toBe(true);
  });

  it('refuses numbers no country uses, and anything not E.164', () => {
    for (const number of [
      '+10000000000',
      '+1234567890',
      '+99999999999',
      '+1202555014',
      '12025550143',
      '+1 202 555 0143',
      '',
    ])
      expect(isTextableNumber(number, real), number).toBe(false);
  });

  it('takes fictional 555 numbers only where texts go to the local outbox', () => {
    expect(isTextableNumber('+15551234567', real)).toBe(false);
    expect(isTextableNumber('+15551234567', { fictionalAllowed: true })).toBe(true);
    expect(isTextableNumber('+10000000000', { fictionalAllowed: true })).toBe(false);
  });
});
