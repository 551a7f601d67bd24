import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '@/locales/en';
import englishInfo from '@/locales/en/info';
import englishPages from '@/locales/en/pages';
import type { CatalogueSection } from '@/lib/i18n';
import { APP_ROUTES, type AppRoute } from './router';

// A page shows texts of the catalogue's index and of the one section its route loads (src/app/router.tsx,
// decision 1080, round 5): a text of another section would show as its id. Every message id written in
// the app's sources is checked against where it can show: in a feature, on every route whose module
// imports that feature; anywhere else (the layout, the check-in, the shared components and libraries), on
// every page.

const SRC = join(__dirname, '..');

const SECTIONS: Record<CatalogueSection, Record<string, unknown>> = {
  info: englishInfo,
  pages: englishPages,
};
const sectionOf = new Map<string, CatalogueSection | 'index'>([
  ...Object.keys(english).map((id) => [id, 'index'] as const),
  ...Object.entries(SECTIONS).flatMap(([section, messages]) =>
    Object.keys(messages).map((id) => [id, section as CatalogueSection] as const),
  ),
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The message ids a source file writes as quoted literals. */
function idsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/['"`]([a-z]+(?:\.[A-Za-z0-9]+)+)['"`]/g)]
    .map((match) => match[1]!)
    .filter((id) => sectionOf.has(id));
}

const featureOf = (file: string) => /^features[\\/]([^\\/]+)[\\/]/.exec(relative(SRC, file))?.[1];
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const files = sources(SRC);

/** The texts `route`'s features show that neither the index nor its section holds, with their files. */
function misplaced(route: Pick<AppRoute, 'name' | 'section'>): string[] {
  const module = readFileSync(join(SRC, 'app', 'routes', `${kebab(route.name)}.tsx`), 'utf8');
  const features = new Set([...module.matchAll(/from '@\/features\/([^/']+)\//g)].map((m) => m[1]!));
  if (features.size === 0) return [`${route.name}: its module imports no feature`];
  return files
    .filter((file) => features.has(featureOf(file) ?? ''))
    .flatMap((file) =>
      idsIn(file)
        .filter((id) => !['index', route.section].includes(sectionOf.get(id)))
        .map((id) => `${relative(SRC, file)}: ${id} (${sectionOf.get(id)})`),
    );
}

describe("the catalogue's sections", () => {
  it('are apart from the index and from each other', () => {
    const all = [english, englishInfo, englishPages].flatMap((messages) => Object.keys(messages));
    expect(all.length).toBe(new Set(all).size);
  });

  it("the shared code (outside the features) shows only the index's texts: it draws every page", () => {
    const outside = files
      .filter((file) => !featureOf(file))
      .flatMap((file) =>
        idsIn(file)
          .filter((id) => sectionOf.get(id) !== 'index')
          .map((id) => `${relative(SRC, file)}: ${id} (${sectionOf.get(id)})`),
      );
    expect(outside).toEqual([]);
  });

  it.each(APP_ROUTES.map((route) => [route.name, route] as const))(
    "%s loads the section of every text its features show, and they show no other section's",
    (_, route) => {
      expect(misplaced(route)).toEqual([]);
    },
  );

  it("finds the texts of a section a route does not load (the check's own test)", () => {
    const faqs = APP_ROUTES.find((route) => route.name === 'faqs')!;
    expect(faqs.section).toBe('info');
    expect(misplaced({ ...faqs, section: undefined }).length).toBeGreaterThan(0);
    expect(misplaced({ ...faqs, section: 'pages' }).length).toBeGreaterThan(0);
  });
});
