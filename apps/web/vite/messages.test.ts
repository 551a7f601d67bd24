import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, messages } from './messages';

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

describe('the plugin', () => {
  const plugin = messages();
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const resolveId = plugin.resolveId as Hook;
  const load = plugin.load as Hook;
  const domainEnglish = join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../packages/domain/src/locales/en/messages.json',
  );
  const context = { resolve: async () => ({ id: domainEnglish }), addWatchFile: () => undefined };

  it("compiles the JSON files a language's index imports, the domain's English included (decision 1050)", async () => {
    const index = '/repo/apps/web/src/locales/en/index.ts';
    const id = await resolveId.call(context, '@esr/domain/locales/en/messages.json', index, {});
    expect(id).toBe(`\0esr-catalogue:${domainEnglish.replace(/\.json$/, '')}`);
    const { code } = (await load.call(context, id)) as { code: string };
    expect(code).toContain('"messages.winCredits":["Win ",["n"]," Credits"]');
  });

  it('leaves every other import of the same files to Vite (the domain reads its English as JSON)', async () => {
    const domain = '/repo/packages/domain/src/messages.ts';
    expect(await resolveId.call(context, './locales/en/messages.json', domain, {})).toBeNull();
    expect(await load.call(context, domainEnglish)).toBeNull();
  });
});
