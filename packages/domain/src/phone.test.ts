import { describe, expect, it } from 'vitest';
import { COUNTRY_PREFIX, isMsisdn, localFromMsisdn, sanitizePhoneInput, validateJazzNumber } from './phone';

const INVALID = 'messages.invalidJazzNumber';

describe('sanitizePhoneInput', () => {
  it('keeps digits only, at most 11', () => {
    expect(sanitizePhoneInput('0300-123 45a67')).toBe('03001234567');
    expect(sanitizePhoneInput('030012345678')).toBe('03001234567');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('normalises a pasted number before the limit: separators and the country code', () => {
    expect(sanitizePhoneInput('0312-1234567')).toBe('03121234567');
    expect(sanitizePhoneInput('+923121234567')).toBe('03121234567');
    expect(sanitizePhoneInput('+92 312 1234567')).toBe('03121234567');
    expect(sanitizePhoneInput('00923121234567')).toBe('03121234567');
    expect(sanitizePhoneInput('923121234567')).toBe('03121234567');
    expect(validateJazzNumber(sanitizePhoneInput('+923121234567'))).toEqual({
      ok: true,
      msisdn: '923121234567',
    });
  });
});

describe('validateJazzNumber', () => {
  it('turns an 11-digit number starting with 0 into 92 plus the rest', () => {
    expect(COUNTRY_PREFIX).toBe('92');
    expect(validateJazzNumber('03001234567')).toEqual({ ok: true, msisdn: '923001234567' });
  });

  it('rejects 10 and 12 digits', () => {
    expect(validateJazzNumber('0300123456')).toEqual({ ok: false, message: INVALID });
    expect(validateJazzNumber('030012345678')).toEqual({ ok: false, message: INVALID });
  });

  it('rejects numbers not starting with 0 and non-digits', () => {
    expect(validateJazzNumber('13001234567')).toEqual({ ok: false, message: INVALID });
    expect(validateJazzNumber('0300123456a')).toEqual({ ok: false, message: INVALID });
    expect(validateJazzNumber('')).toEqual({ ok: false, message: INVALID });
  });
});

describe('msisdn helpers', () => {
  it('recognises 92 followed by 10 digits', () => {
    expect(isMsisdn('923001234567')).toBe(true);
    expect(isMsisdn('92300123456')).toBe(false);
    expect(isMsisdn('9230012345678')).toBe(false);
    expect(isMsisdn('03001234567')).toBe(false);
    expect(isMsisdn(923001234567)).toBe(false);
  });

  it('shows an msisdn as the local number', () => {
    expect(localFromMsisdn('923001234567')).toBe('03001234567');
    expect(localFromMsisdn('03001234567')).toBe('03001234567');
  });
});
