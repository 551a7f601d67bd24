import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './messages';

// The build compiles each catalogue (decision 0990): the browser gets Lingui's compiled form, and a
// message a person mistyped stops the build with its key instead of showing a broken text.

describe('compileCatalogue', () => {
  it('compiles plain texts, placeholders and plurals', () => {
    const compiled = compileCatalogue(
      JSON.stringify({
        'a.plain': 'Play Now',
        'a.placeholder': 'Win {n} Credits',
        'a.plural': '{n, plural, one {# credit} other {# credits}}',
      }),
    );
    expect(compiled['a.plain']).toEqual(['Play Now']);
    expect(compiled['a.placeholder']).toEqual(['Win ', ['n'], ' Credits']);
    expect(JSON.stringify(compiled['a.plural'])).toContain('plural');
  });

  it('stops on a message that is not valid ICU, naming the file and the key', () => {
    expect(() => compileCatalogue(JSON.stringify({ 'a.broken': 'Win {n Credits' }), 'ur/home.json')).toThrow(
      /ur\/home\.json: a\.broken is not a valid ICU message/,
    );
    expect(() => compileCatalogue(JSON.stringify({ 'a.number': 7 }), 'en/a.json')).toThrow(
      /a\.number is not a string/,
    );
  });
});
