// Phone-number prompt rules (spec section 5) and msisdn helpers.
import type { MessageId } from './messages';

export const COUNTRY_PREFIX = '92';
export const LOCAL_NUMBER_LENGTH = 11;

/**
 * What the input keeps while typing or after a paste: digits only, at most 11, normalised before the
 * limit (issue 39): '0312-1234567' keeps all 11 digits, and the country code of '+923121234567' or
 * '00923121234567' becomes the local 0 (a local number never starts with 9).
 */
export function sanitizePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const international = ['00' + COUNTRY_PREFIX, COUNTRY_PREFIX].find((prefix) => digits.startsWith(prefix));
  const local = international ? '0' + digits.slice(international.length) : digits;
  return local.slice(0, LOCAL_NUMBER_LENGTH);
}

export type JazzNumberResult = { ok: true; msisdn: string } | { ok: false; message: MessageId };

/** A local number 0XXXXXXXXXX becomes the msisdn 92XXXXXXXXXX; anything else is rejected. */
export function validateJazzNumber(input: string): JazzNumberResult {
  const value = input.trim();
  if (!/^0\d{10}$/.test(value)) return { ok: false, message: 'messages.invalidJazzNumber' };
  return { ok: true, msisdn: COUNTRY_PREFIX + value.slice(1) };
}

export function isMsisdn(s: unknown): s is string {
  return typeof s === 'string' && /^92\d{10}$/.test(s);
}

/** An msisdn shown as the local number the subscriber knows (92XXXXXXXXXX -> 0XXXXXXXXXX). */
export function localFromMsisdn(msisdn: string): string {
  return msisdn.startsWith(COUNTRY_PREFIX) ? '0' + msisdn.slice(COUNTRY_PREFIX.length) : msisdn;
}
