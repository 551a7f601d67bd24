import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// react-router as the production build needs it (decision 1080, round 5). Two things cost every page
// bytes it downloaded before it answered taps, for code that never runs:
// - The package's exports name only its development build (dist/development), whose one difference from
//   dist/production is ENABLE_DEV_WARNINGS = true: every warning's code and text came along. The build
//   takes dist/production instead, as react-router's own Vite plugin does for its framework mode.
// - That build makes its components and contexts at the top level of its module with calls a bundler
//   cannot know to be pure (`var Form = React10.forwardRef(...)`), and names them for React's developer
//   tools (`Form.displayName = "Form";`), a property written on an object, which a bundler keeps as a side
//   effect. Either kept a component and all it draws in: react-router's <Link> with its framework-mode
//   prefetching, <Form> with its submission code, and others the app never renders. The build marks
//   those calls pure (React's createContext, forwardRef and memo are) and drops the names, which only
//   show in the developer tools, which a production build does not feed. What is then unused goes.
// Tests and the dev server keep the development build, with its warnings. bench/floor.mjs builds its
// floors with the same treatment, so the app is compared with what react-router costs at its smallest.

/** react-router's entries, by the specifier the app (through react-router-dom) imports them with. */
const ENTRIES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/** A statement of its own line that names a component or a context: `Name.displayName = "name";`. */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;

/** A top-level `var X = React.forwardRef(` (or createContext, or memo) without its pure annotation. */
const IMPURE_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;

/** The modules of react-router's production build. */
const PRODUCTION_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * `code` with its top-level components and contexts marked pure, and without its displayName lines, each
 * left as an empty line (the lines after it keep their numbers).
 */
export function treeShakable(code: string): string {
  return code.replace(IMPURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** Where react-router's production build is, from `root` (the web app's folder). */
export function productionDir(root: string): string {
  const require = createRequire(join(root, 'package.json'));
  return join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
}

/** The production build's file for an import of `source` ('react-router', 'react-router/dom'), else null. */
export function productionEntry(dir: string, source: string): string | null {
  const entry = ENTRIES[source];
  return entry ? join(dir, entry) : null;
}

/** Whether `id` is a module of react-router's production build (the modules `treeShakable` rewrites). */
export const isProductionModule = (id: string): boolean => PRODUCTION_MODULE.test(id);

export function reactRouterBuild(root: string): Plugin {
  const dir = productionDir(root);
  return {
    name: 'esr:react-router-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler: (source) => productionEntry(dir, source),
    },
    transform: {
      filter: { id: PRODUCTION_MODULE },
      handler(code) {
        const shakable = treeShakable(code);
        return shakable === code ? null : { code: shakable, map: null };
      },
    },
  };
}
