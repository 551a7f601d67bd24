import { loadContract } from '@esr/contract/load';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One name per area (docs/names.md, decision 1120): the web app's feature names are the vocabulary;
// each operation's contract tag names the area of this server whose handlers answer it, and a feature
// of the web app.

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = join(here, '..', '..', '..', 'web', 'src');

/** Every areas/<area>/**\/handlers.ts, with the area it belongs to. */
function handlerFiles(dir = here): { area: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    if (entry.name !== 'handlers.ts') return [];
    return [{ area: relative(here, path).split('/')[0]!, file: path }];
  });
}

/** Which area answers each operation: the area of the handlers file that exports its handler. */
async function areaOfOperation(): Promise<Map<string, string>> {
  const areas = new Map<string, string>();
  for (const { area, file } of handlerFiles()) {
    const module = (await import(file)) as Record<string, Record<string, unknown>>;
    for (const handlers of Object.values(module)) {
      for (const operationId of Object.keys(handlers)) areas.set(operationId, area);
    }
  }
  return areas;
}

const contract = loadContract() as {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
};
const tagged = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op.operationId ? [{ id: op.operationId, tags: op.tags ?? [] }] : [])),
);

describe('one name per area', () => {
  it('answers every operation in the area its contract tag names, and only there', async () => {
    const areas = await areaOfOperation();
    expect(tagged.length).toBeGreaterThan(20);
    for (const { id, tags } of tagged) {
      expect(tags, id).toHaveLength(1);
      expect(areas.get(id), id).toBe(tags[0]);
    }
  });

  it('names every tag after a feature of the web app (field-vitals: the module every page reports through)', () => {
    const names = new Set([
      ...readdirSync(join(webSrc, 'features')),
      ...readdirSync(join(webSrc, 'lib')).map((file) => file.replace(/\.tsx?$/, '')),
    ]);
    for (const tag of new Set(tagged.flatMap((op) => op.tags))) expect(names, tag).toContain(tag);
  });
});
