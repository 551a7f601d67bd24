import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenChunks, importedNames, reExports } from './first-screen-chunk';

// Home downloads its own chunk, not the other first-screen pages' (decision 1080, round 6). Through a
// package entry that only re-exports, a module counts for a chunk only when it supplies a name the chunk's
// pages import: what the bundle tree-shakes away must not pull a module into Home's chunk.

describe('importedNames', () => {
  it('answers the names taken from each specifier, * for a namespace or a re-export of everything', () => {
    const code = [
      "import { a, b as c } from './x';",
      "import d from './y';",
      "import * as e from './z';",
      "import './side-effect.css';",
      "export { f } from './w';",
      "export * from './v';",
      "import { g } from './x';",
    ].join('\n');
    expect(importedNames(code)).toEqual(
      new Map<string, Set<string> | '*'>([
        ['./x', new Set(['a', 'b', 'g'])],
        ['./y', new Set(['default'])],
        ['./z', '*'],
        ['./side-effect.css', new Set()],
        ['./w', new Set(['f'])],
        ['./v', '*'],
      ]),
    );
  });
});

describe('reExports', () => {
  it("reads an entry made only of re-exports (@esr/domain's)", () => {
    expect(reExports("export * from './a';\nexport { b as c, d } from './b';")).toEqual([
      { source: './a' },
      {
        source: './b',
        names: new Map([
          ['c', 'b'],
          ['d', 'd'],
        ]),
      },
    ]);
  });

  it('answers undefined for any module with code of its own', () => {
    expect(reExports("export * from './a';\nexport const b = 1;")).toBeUndefined();
    expect(reExports("import { a } from './a';\nexport { a };")).toBeUndefined();
  });
});

describe('firstScreenChunks in a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    // A package's entry, as @esr/domain's: only re-exports.
    'domain/index.js':
      "export * from './time.js';\nexport * from './registration.js';\nexport { tag as label } from './tag.js';",
    'domain/time.js': 'export const readTime = (t) => `TIME-RULE ${t}`;',
    'domain/registration.js': 'export const validate = (v) => `REGISTRATION-RULE ${v}`;',
    'domain/tag.js': 'export const tag = (v) => `TAG-RULE ${v}`;',
    'home.js':
      "import { readTime, label } from './domain/index.js';\nexport default () => readTime(label(1));",
    'tournaments.js':
      "import { readTime, validate } from './domain/index.js';\nexport default () => readTime(validate(2));",
    'rewards.js': "import { validate } from './domain/index.js';\nexport default () => validate(3);",
    'main.js':
      "export const pages = [() => import('./home.js'), () => import('./tournaments.js'), () => import('./rewards.js')];",
  };
  mkdirSync(join(dir, 'domain'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);

  const built = async () => {
    const chunks = firstScreenChunks(dir, [
      { name: 'shared', roots: ['main.js', 'home.js'] },
      { name: 'shared-pages', roots: ['tournaments.js', 'rewards.js'] },
    ]);
    const output = await build({
      input: join(dir, 'main.js'),
      plugins: [chunks.plugin],
      write: false,
      output: {
        codeSplitting: {
          groups: ['shared', 'shared-pages'].map((name, index) => ({
            name,
            test: (id: string) => chunks.needs(name, id),
            minShareCount: 2,
            priority: 2 - index,
          })),
        },
      },
    });
    const code = Object.fromEntries(
      output.output.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.name, chunk.code]] : [])),
    );
    return { code, needs: chunks.needs };
  };

  it("puts what Home imports through the entry in Home's chunk, and only that", async () => {
    const { code, needs } = await built();
    expect(code.shared).toContain('TIME-RULE');
    expect(code.shared).not.toContain('REGISTRATION-RULE');
    expect(code['shared-pages']).toContain('REGISTRATION-RULE');
    expect(code.home).not.toContain('REGISTRATION-RULE');
    const at = (file: string) => join(dir, file);
    expect(needs('shared', at('domain/registration.js'))).toBe(false);
    // A renamed re-export is followed by the name it has in its own module.
    expect(needs('shared', at('domain/tag.js'))).toBe(true);
    expect(needs('shared-pages', at('domain/tag.js'))).toBe(false);
    expect(needs('shared-pages', at('domain/time.js'))).toBe(true);
  });

  it('refuses a chunk name it was not given', () => {
    const chunks = firstScreenChunks(dir, [{ name: 'shared', roots: ['home.js'] }]);
    expect(() => chunks.needs('other', join(dir, 'home.js'))).toThrow(/no first-screen chunk named other/);
  });
});
