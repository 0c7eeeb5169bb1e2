/** Spec (validation): the phone field holds at most 14 characters: "(555) 123-4567". */
export const PHONE_MAX_LENGTH = 14;
export const PHONE_MIN_DIGITS = 10;
export const CODE_LENGTH = 6;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The digits of a US number without the country code. No US area code starts with 1, so a
 * leading 1 is always the country code; dropping it as it is typed also keeps the 11th digit
 * from being cut off by the 14-character field.
 */
const nationalDigits = (value: string) => digitsOf(value).replace(/^1/, '').slice(0, 10);

/** As typed: "(555) 123-4567" for a national number; an international one ("+44…") keeps its digits. */
export function formatPhoneInput(value: string): string {
  // A whole US number pasted with its country code ("+1 555-987-6543") reads as a national one.
  if (/^\+1\D*(\d\D*){10}$/.test(value.trim())) return formatPhoneInput(digitsOf(value).slice(1));
  if (value.trim().startsWith('+')) return `+${digitsOf(value)}`.slice(0, PHONE_MAX_LENGTH);
  const digits = nationalDigits(value);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const isCompletePhone = (value: string) =>
  (value.trim().startsWith('+') ? digitsOf(value) : nationalDigits(value)).length >=
  PHONE_MIN_DIGITS;

/** Spec: the number sent is '+1' plus the digits, unless it already starts with '+'. */
export const toE164 = (value: string) =>
  value.trim().startsWith('+') ? `+${digitsOf(value)}` : `+1${nationalDigits(value)}`;

/** Spec: the code field takes digits only, at most 6. */
export const cleanCode = (value: string) => digitsOf(value).slice(0, CODE_LENGTH);
