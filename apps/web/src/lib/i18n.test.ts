import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, translator } from './i18n';

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
