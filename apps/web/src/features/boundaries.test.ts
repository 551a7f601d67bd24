import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// conventions.md: features do not import each other; shared code moves down to components/ or lib/, and
// the app's route modules compose features. A cross-feature import fails here, naming the file.

const FEATURES_DIR = join(import.meta.dirname, '.');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function crossFeatureImports(file: string): string[] {
  const own = relative(FEATURES_DIR, file).split(/[\\/]/)[0];
  const imports = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');
  return imports.filter((source) => {
    const absolute = /^@\/features\/([^/]+)/.exec(source)?.[1];
    const relativeUp = source.startsWith('.') ? relative(FEATURES_DIR, join(file, '..', source)) : null;
    const target = absolute ?? relativeUp?.split(/[\\/]/)[0];
    return target !== undefined && target !== own && !target.startsWith('..');
  });
}

describe('feature boundaries', () => {
  const features = readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());

  it('finds the features to check', () => {
    expect(features.length).toBeGreaterThan(5);
  });

  it.each(features.map((feature) => feature.name))('%s imports no other feature', (feature) => {
    const offending = sourceFiles(join(FEATURES_DIR, feature)).flatMap((file) =>
      crossFeatureImports(file).map((source) => `${relative(FEATURES_DIR, file)} imports ${source}`),
    );
    expect(offending).toEqual([]);
  });
});
