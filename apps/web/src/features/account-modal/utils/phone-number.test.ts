// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanCode, formatPhoneInput, isCompletePhone, toE164 } from './phone-number.ts';

describe('phone input', () => {
  it('formats as (555) 123-4567 while typing, never longer than 14 characters', () => {
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('5551')).toBe('(555) 1');
    expect(formatPhoneInput('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('555-123-45678999')).toBe('(555) 123-4567');
    expect(formatPhoneInput('(555) 123-4567').length).toBe(14);
  });

  it('drops the US country code 1 typed in front of the number', () => {
    expect(formatPhoneInput('1')).toBe('');
    expect(formatPhoneInput('1555')).toBe('(555');
    expect(formatPhoneInput('1 555 123 4567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('15551234567')).toBe('(555) 123-4567');
    expect(isCompletePhone('1 555 123 456')).toBe(false);
    expect(toE164('1 555 123 4567')).toBe('+15551234567');
    expect(toE164('(555) 123-4567')).toBe('+15551234567');
  });

  it('needs 10 digits and sends +1 unless the number starts with +', () => {
    expect(isCompletePhone('(555) 123-456')).toBe(false);
    expect(isCompletePhone('(555) 123-4567')).toBe(true);
    expect(toE164('(555) 123-4567')).toBe('+15551234567');
    expect(toE164('+44 7700 900123')).toBe('+447700900123');
  });

  it('keeps only digits in the code, 6 at most', () => {
    expect(cleanCode('12a3 45-678')).toBe('123456');
  });
});
