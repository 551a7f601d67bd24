import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// The first visit of the pages subscribers open most (Home, Tournaments, Rewards) downloads few files
// (decision 1010): on a slow network each file costs a round trip, and a browser opens six connections
// per host over HTTP/1.1. The app's modules those pages share with another chunk go into one chunk,
// instead of a dozen of a few hundred bytes each. Only theirs: a module that only other pages share stays
// in the chunks Rolldown makes for those pages, so the first screen does not download it.

export interface FirstScreenChunk {
  /** Collects the modules the first-screen routes import, statically, once the build has read them. */
  plugin: Plugin;
  /** The group's test: a module one of those routes needs (minShareCount keeps it to shared ones). */
  test: (id: string) => boolean;
}

/** `routes`: the first-screen route modules, relative to `root`. */
export function firstScreenChunk(root: string, routes: readonly string[]): FirstScreenChunk {
  const needed = new Set<string>();
  const plugin: Plugin = {
    name: 'esr:first-screen-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      needed.clear();
      const visit = (id: string) => {
        if (needed.has(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        needed.add(id);
        for (const imported of info.importedIds) visit(imported);
      };
      for (const route of routes) {
        const id = resolve(root, route);
        if (!this.getModuleInfo(id)) throw new Error(`${route} is not in the build: is it still a route?`);
        visit(id);
      }
    },
  };
  return { plugin, test: (id) => needed.has(id) };
}
