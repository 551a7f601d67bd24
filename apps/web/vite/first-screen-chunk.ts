import { resolve } from 'node:path';
import { parseSync, type ESTree, type Plugin } from 'vite';

// The first visit of the pages subscribers open most (Home, Tournaments, Rewards) downloads few files
// (decision 1010): on a slow network each file costs a round trip, and a browser opens six connections
// per host over HTTP/1.1. The app's modules those pages share with another chunk go into few chunks,
// instead of a dozen of a few hundred bytes each. Only theirs: a module that only other pages share stays
// in the chunks Rolldown makes for those pages, so the first screen does not download it.
//
// The chunks come in order, each with the pages it is for: Home's own first, then what only the other
// first-screen pages share, so Home does not download Tournaments' registration rules (decision 1080,
// round 6). A module is needed when a page's static imports reach it. Through a package's entry that only
// re-exports (`export * from './tournaments'`, @esr/domain's), only the modules that supply the names
// actually imported count: what the bundle tree-shakes away must not pull a module into Home's chunk.

export interface ChunkRoots {
  /** The chunk's name in the build (Rolldown's group name). */
  name: string;
  /** Modules whose static imports the chunk serves, relative to `root`: routes, and the entry for the first. */
  roots: readonly string[];
}

export interface FirstScreenChunks {
  /** Collects the modules each chunk's roots import, statically, once the build has read them. */
  plugin: Plugin;
  /** For each chunk in order: a module its roots need (minShareCount keeps it to shared ones). */
  needs: (name: string, id: string) => boolean;
}

/** What a module's code imports: from each specifier, the names taken ('*' for all of them). */
export type ImportedNames = Map<string, Set<string> | '*'>;

/** A statement of a re-exporting entry: `export * from spec`, or `export { name as exported } from spec`. */
export interface ReExport {
  source: string;
  /** exported name → the name in `source`; undefined for `export *`. */
  names?: Map<string, string>;
}

const nameOf = (node: ESTree.ModuleExportName): string =>
  node.type === 'Literal' ? String(node.value) : node.name;

const statementsOf = (code: string, filename: string): ESTree.Statement[] =>
  parseSync(filename, code, { lang: 'js', sourceType: 'module' }).program.body as ESTree.Statement[];

/** The names `code` imports from each specifier (static imports and re-exports; types are gone by now). */
export function importedNames(code: string, filename = 'module.js'): ImportedNames {
  const found: ImportedNames = new Map();
  const take = (source: string, name: string | '*') => {
    const current = found.get(source);
    if (current === '*') return;
    if (name === '*') return void found.set(source, '*');
    found.set(source, (current ?? new Set()).add(name));
  };
  for (const statement of statementsOf(code, filename)) {
    if (statement.type === 'ImportDeclaration') {
      const source = statement.source.value;
      if (statement.specifiers.length === 0) found.set(source, found.get(source) ?? new Set());
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') take(source, nameOf(specifier.imported));
        else if (specifier.type === 'ImportDefaultSpecifier') take(source, 'default');
        else take(source, '*');
      }
    } else if (statement.type === 'ExportAllDeclaration') take(statement.source.value, '*');
    else if (statement.type === 'ExportNamedDeclaration' && statement.source)
      for (const specifier of statement.specifiers) take(statement.source.value, nameOf(specifier.local));
  }
  return found;
}

/** A module made only of re-exports (a package's entry): its statements, or undefined for any other module. */
export function reExports(code: string, filename = 'module.js'): ReExport[] | undefined {
  const found: ReExport[] = [];
  for (const statement of statementsOf(code, filename)) {
    if (statement.type === 'ExportAllDeclaration' && !statement.exported)
      found.push({ source: statement.source.value });
    else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const names = new Map(statement.specifiers.map((s) => [nameOf(s.exported), nameOf(s.local)] as const));
      found.push({ source: statement.source.value, names });
    } else return undefined;
  }
  return found.length > 0 ? found : undefined;
}

/** `chunks`: in order, each chunk's roots, relative to `root`. */
export function firstScreenChunks(root: string, chunks: readonly ChunkRoots[]): FirstScreenChunks {
  const needed = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'esr:first-screen-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      needed.clear();
      const resolved = new Map<string, Map<string, string | undefined>>();
      // Each module read once for every chunk's walk: an entry's re-exports, or any other module's imports.
      const shapes = new Map<string, { entry: ReExport[] } | { imports: ImportedNames }>();
      const shapeOf = (id: string, code: string) => {
        let shape = shapes.get(id);
        if (!shape) {
          const entry = reExports(code, id);
          shape = entry ? { entry } : { imports: importedNames(code, id) };
          shapes.set(id, shape);
        }
        return shape;
      };
      const resolveFrom = async (importer: string, source: string) => {
        const known = resolved.get(importer) ?? new Map<string, string | undefined>();
        resolved.set(importer, known);
        if (!known.has(source)) known.set(source, (await this.resolve(source, importer))?.id);
        return known.get(source);
      };
      for (const { name, roots } of chunks) {
        const set = new Set<string>();
        needed.set(name, set);
        // A re-exporting entry is walked once per name asked of it: `asked` remembers which.
        const asked = new Map<string, Set<string>>();
        const visit = async (id: string, names: Set<string> | '*'): Promise<void> => {
          const info = this.getModuleInfo(id);
          if (!info?.code) return;
          const shape = shapeOf(id, info.code);
          if ('entry' in shape) return visitEntry(id, shape.entry, names);
          if (set.has(id)) return;
          set.add(id);
          for (const [source, taken] of shape.imports) {
            const target = await resolveFrom(id, source);
            if (target) await visit(target, taken);
          }
        };
        const visitEntry = async (id: string, statements: ReExport[], names: Set<string> | '*') => {
          const done = asked.get(id) ?? new Set<string>();
          asked.set(id, done);
          if (done.has('*')) return;
          const fresh = names === '*' ? '*' : new Set([...names].filter((name) => !done.has(name)));
          if (fresh !== '*' && fresh.size === 0) return;
          for (const name of fresh === '*' ? ['*'] : fresh) done.add(name);
          set.add(id);
          for (const { source, names: renamed } of statements) {
            const target = await resolveFrom(id, source);
            if (!target) continue;
            if (renamed) {
              const taken = [...renamed].filter(([exported]) => fresh === '*' || fresh.has(exported));
              if (taken.length > 0) await visit(target, new Set(taken.map(([, local]) => local)));
            } else {
              const exports = this.getModuleInfo(target)?.exports ?? [];
              const taken = fresh === '*' ? '*' : new Set(exports.filter((name) => fresh.has(name)));
              if (taken === '*' || taken.size > 0) await visit(target, taken);
            }
          }
        };
        for (const module of roots) {
          const id = resolve(root, module);
          if (!this.getModuleInfo(id)) throw new Error(`${module} is not in the build: is it still a route?`);
          await visit(id, '*');
        }
      }
    },
  };
  return {
    plugin,
    // Nothing is collected for the prerender's server build: there, no module is needed.
    needs: (name, id) => {
      if (!chunks.some((chunk) => chunk.name === name))
        throw new Error(`no first-screen chunk named ${name}`);
      return needed.get(name)?.has(id) ?? false;
    },
  };
}
