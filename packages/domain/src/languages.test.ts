import { describe, expect, it } from 'vitest';
import { directionOf, languageFromAcceptLanguage, languageFromCookies, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('follows the choice remembered on the device before the browser', () => {
    expect(negotiateLanguage({ cookies: 'a=1; esr-lang=en', acceptLanguage: 'ur-PK,ur;q=0.9' })).toBe('en');
    expect(negotiateLanguage({ cookies: 'esr-lang=ur', acceptLanguage: 'en-US' })).toBe('ur');
  });

  it("follows the browser's language on a first visit", () => {
    expect(negotiateLanguage({ acceptLanguage: 'ur-PK,ur;q=0.9,en;q=0.8' })).toBe('ur');
    expect(negotiateLanguage({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
  });

  it('takes the highest quality, then the order of the header', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, ur;q=0.8')).toBe('ur');
    expect(languageFromAcceptLanguage('fr, ur, en')).toBe('ur');
    expect(languageFromAcceptLanguage('ur;q=0, en;q=0.1')).toBe('en');
  });

  it('falls back to English for any other language or a cookie it does not know', () => {
    expect(negotiateLanguage({ acceptLanguage: 'fr-FR,de;q=0.5' })).toBe('en');
    expect(negotiateLanguage({ cookies: 'esr-lang=fr' })).toBe('en');
    expect(negotiateLanguage({})).toBe('en');
    expect(languageFromCookies('xesr-lang=ur')).toBeNull();
  });

  it('writes Urdu right to left', () => {
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
