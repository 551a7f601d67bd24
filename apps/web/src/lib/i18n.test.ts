import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@esr/domain';
import { setupI18n } from '@lingui/core';
import { catalogueLoader, loadLanguage, translator, type CatalogueSection } from './i18n';

// The one number format and the isolation of the server's words (issue 39, decision 0990).

afterEach(() => loadLanguage('en'));

describe('numbers', () => {
  it('writes every number with Intl in the active language: placeholders, plurals and numbers alone', async () => {
    const en = translator('en');
    expect(en('messages.entryFeeCredits', { n: 40000 })).toBe('40,000 Credits');
    expect(en('messages.winCredits', { n: 130500 })).toBe('Win 130,500 Credits');
    expect(en('tournaments.prizeCredits', { n: 5000 })).toBe('5,000 Credits');
    expect(en.number(98000)).toBe('98,000');
    expect(en('aimtrain.creditsAwarded', { awarded: 1, credits: 30030 })).toBe(
      '+1 credit. You now have 30,030 credits.',
    );

    await loadLanguage('ur');
    const ur = translator('ur');
    const fee = ur('messages.entryFeeCredits', { n: 130500 });
    expect(fee).toContain(new Intl.NumberFormat('ur').format(130500));
    expect(fee).not.toContain('130500');
    expect(ur.number(98000)).toBe(new Intl.NumberFormat('ur').format(98000));
  });

  it('leaves text values as they are (a year, a name)', () => {
    const en = translator('en');
    expect(en('common.copyright', { year: '2026' })).toBe('© 2026 Esports Rewards. All rights reserved.');
    expect(en('messages.playGame', { game: 'PUBG Mobile 2' })).toBe('Play PUBG Mobile 2');
  });
});

describe("the server's words", () => {
  it('are set apart from the text around them (first strong isolate ... pop directional isolate)', async () => {
    const sent = 'You need 130500 credits to redeem Playstation 5; you have 30000.';
    await loadLanguage('ur');
    const ur = translator('ur');
    expect(ur.message({ verbatim: sent })).toBe(`\u2068${sent}\u2069`);
    // Inside an Urdu sentence too, so the English keeps its full stop at its end.
    expect(ur('messages.homeRowError', { message: ur.message({ verbatim: sent }) })).toContain(
      `\u2068${sent}\u2069`,
    );
  });

  it("a refusal with a documented code is the catalogue's text, in Urdu, with Urdu's numbers", async () => {
    await loadLanguage('ur');
    const text = translator('ur').message({
      id: 'refusals.insufficientCredits',
      values: { required: 130500, credits: 30000 },
    });
    expect(text).toContain('130,500');
    expect(text).toContain('30,000');
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});

describe("the catalogue's sections (decision 1080, round 5)", () => {
  type Part = 'index' | CatalogueSection;
  /** A loader over fake catalogues: each part a message of its own; `fail` parts fail once. */
  function fakes(fail: string[] = []) {
    const target = setupI18n();
    const calls: string[] = [];
    const part = (language: Language, name: Part) => () => {
      calls.push(`${language}/${name}`);
      const key = `${language}/${name}`;
      if (fail.includes(key)) {
        fail.splice(fail.indexOf(key), 1);
        return Promise.reject(new Error(`${key} failed`));
      }
      return Promise.resolve({ default: { [`${name}.text`]: `${name} in ${language}` } });
    };
    const modules = Object.fromEntries(
      (['en', 'ur'] as const).map((language) => [
        language,
        { index: part(language, 'index'), info: part(language, 'info'), pages: part(language, 'pages') },
      ]),
    ) as Record<Language, Record<Part, () => Promise<{ default: Record<string, unknown> }>>>;
    return { target, calls, ...catalogueLoader(target, modules) };
  }

  it('a language alone loads its index; a section comes when a page asks for it, each once', async () => {
    const { target, calls, loadLanguage, loadSection } = fakes();
    await loadLanguage('en');
    expect(target._('index.text')).toBe('index in en');
    expect(target._('info.text')).toBe('info.text'); // not loaded: Lingui answers the id
    await Promise.all([loadSection('info'), loadSection('info')]);
    await loadLanguage('en');
    expect(target._('info.text')).toBe('info in en');
    expect(target._('index.text')).toBe('index in en');
    expect(calls).toEqual(['en/index', 'en/info']);
  });

  it('a section asked for before the language (a page preloaded with its catalogue) comes with it', async () => {
    const { target, calls, loadLanguage, loadSection } = fakes();
    await Promise.all([loadSection('pages'), loadLanguage('en')]);
    expect(target._('pages.text')).toBe('pages in en');
    expect(calls.sort()).toEqual(['en/index', 'en/pages']);
  });

  it('another language, picked later, comes with every section asked for so far', async () => {
    const { target, calls, loadLanguage, loadSection } = fakes();
    await loadLanguage('en');
    await loadSection('info');
    await loadLanguage('ur');
    expect(target.locale).toBe('ur');
    expect(target._('info.text')).toBe('info in ur');
    expect(target._('pages.text')).toBe('pages.text');
    // A section asked for now comes in both languages: the page may be switched back.
    await loadSection('pages');
    expect(calls).toEqual(['en/index', 'en/info', 'ur/index', 'ur/info', 'en/pages', 'ur/pages']);
  });

  it('a part that failed (a chunk the network lost) is asked for again the next time', async () => {
    const { target, loadLanguage, loadSection } = fakes(['en/info']);
    await loadLanguage('en');
    await expect(loadSection('info')).rejects.toThrow('en/info failed');
    await loadSection('info');
    expect(target._('info.text')).toBe('info in en');
  });
});
