import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionDir, reactRouterBuild, treeShakable } from './react-router-build';

// The build takes react-router's production build and makes it tree-shakable (react-router-build.ts).
// The checks against the installed react-router fail when an upgrade changes what the plugin rewrites, so
// that the bytes it saved (bench/web.mjs) do not come back unnoticed.

const root = join(__dirname, '..');
const dir = productionDir(root);
const modules = readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(dir, name), 'utf8'));

describe('treeShakable', () => {
  it('marks top-level createContext, forwardRef and memo calls pure, and drops displayName lines', () => {
    const code = [
      'var Ctx = React.createContext(null);',
      'Ctx.displayName = "Ctx";',
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Memo = React3.memo(Inner);',
      'function useThing() {',
      '  let other = React.createContext(null);',
      '  other.displayName = computed;',
      '  return other;',
      '}',
    ].join('\n');
    expect(treeShakable(code).split('\n')).toEqual([
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'function useThing() {',
      '  let other = React.createContext(null);',
      '  other.displayName = computed;',
      '  return other;',
      '}',
    ]);
  });

  it("rewrites the installed react-router's production build: nothing of either kind is left", () => {
    const rewritten = modules.map(treeShakable).join('\n');
    const original = modules.join('\n');
    expect(original).toMatch(/^var Link = React\d*\.forwardRef\(/m);
    expect(original).toMatch(/^Link\.displayName = "Link";$/m);
    expect(rewritten).not.toMatch(/^\s*[\w$]+\.displayName = "/m);
    expect(rewritten).not.toMatch(/^var [\w$]+ = React\d*\.(createContext|forwardRef|memo)\(/m);
  });

  it("still differs from the development build only in its warnings' switch", () => {
    // The module that holds the switch, and the entries, in each build (chunk names differ between them).
    const development = join(dir, '..', 'development');
    const withSwitch = (folder: string) =>
      readdirSync(folder).find(
        (name) =>
          name.endsWith('.mjs') &&
          /^var ENABLE_DEV_WARNINGS = /m.test(readFileSync(join(folder, name), 'utf8')),
      )!;
    const pairs = [
      [withSwitch(dir), withSwitch(development)],
      ['index.mjs', 'index.mjs'],
      ['dom-export.mjs', 'dom-export.mjs'],
    ];
    const chunkNames = (text: string) => text.replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs');
    const differing = pairs.flatMap(([prod, dev]) => {
      const a = chunkNames(readFileSync(join(dir, prod!), 'utf8')).split('\n');
      const b = chunkNames(readFileSync(join(development, dev!), 'utf8')).split('\n');
      return a.flatMap((line, i) => (line === b[i] ? [] : [line]));
    });
    expect(differing).toEqual(['var ENABLE_DEV_WARNINGS = false;']);
  });
});

describe('reactRouterBuild', () => {
  it("resolves react-router and react-router/dom to the production build's entries, in the build only", () => {
    const plugin = reactRouterBuild(root);
    expect(plugin.apply).toBe('build');
    const resolveId = plugin.resolveId as { handler: (source: string) => string | null };
    for (const source of ['react-router', 'react-router/dom']) {
      const file = resolveId.handler(source);
      expect(file, source).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/);
      expect(existsSync(file!), source).toBe(true);
    }
    expect(resolveId.handler('react-router-dom')).toBeNull();
  });
});
