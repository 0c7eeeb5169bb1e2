import { isValidPhoneNumber } from 'libphonenumber-js/min';

const E164 = /^\+[1-9]\d{6,14}$/;
/**
 * North American 555 numbers are fictional. The local outbox takes them (the form's own example
 * is (555) 123-4567), but a real SMS service could only fail on them.
 */
const FICTIONAL = /^\+1555\d{7}$/;

/**
 * A number worth texting a code to: E.164, with a country code that exists and a national number
 * of a length and prefix that country uses (+10000000000 and +99999999999 are not).
 */
export function isTextableNumber(value: string, options: { fictionalAllowed: boolean }): boolean {
  if (!E164.test(value)) return false;
  return isValidPhoneNumber(value) || (options.fictionalAllowed && FICTIONAL.test(value));
}
