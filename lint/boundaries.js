// The architecture's boundaries as lint (decision 0560), checked by eslint-plugin-boundaries on every
// `npm run lint`, and proved to fire by lint/boundaries.test.mjs:
// - a web feature never imports another feature (shared code moves down to components/ or lib/), and
//   the web app's layers point one way, as bulletproof-react's do: app -> features -> shared (components,
//   lib, config); shared code never imports a feature or the app;
// - a package never imports an app (openapi -> packages/* -> apps/*);
// - the mock server's layers point one way (decision 1120): routes -> proxy -> plugins -> worlds ->
//   areas -> store -> contract -> base (config, security); a layer never imports one above it;
// - vitest is imported by tests and test support only, never by product code;
// - a workspace reaches another package through that package's entry, never by a relative path into its
//   src/ (packageEntriesConfig below);
// - the mock server's SQL stays in its stores (sqlInStoresConfig below).
import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Tests and what only tests use: test files, test harnesses, test configs, whole-product suites. */
export const TEST_SUPPORT = [
  '**/*.test.{ts,tsx,js,mjs}',
  '**/src/testing/**',
  '{apps,packages}/*/test/**',
  'packages/test-support/**',
  '**/vitest.config.ts',
  'apps/web/vite.config.ts',
  'e2e/**',
  'lint/**',
];

/**
 * The mock server's layers, top to bottom (decision 1120): a layer may import itself and the layers
 * below it, never one above. src/app.ts and src/server.ts compose them all and stand above every layer.
 * `base` is what every layer may read: the settings (config.ts and their schema,
 * settings.ts, which also holds the proxy's), the security helpers and the log stream. Layers
 * are file categories (a file may be a test as well), `base` first.
 */
const SERVER_SRC = 'apps/mock-server/src';
export const SERVER_LAYERS = [
  { layer: 'routes', pattern: 'routes/**' },
  { layer: 'proxy', pattern: 'proxy/**' },
  { layer: 'plugins', pattern: 'plugins/**' },
  { layer: 'worlds', pattern: 'worlds/**' },
  { layer: 'areas', pattern: 'areas/**' },
  { layer: 'store', pattern: 'store/**' },
  { layer: 'contract', pattern: 'contract/**' },
  { layer: 'base', pattern: ['config.ts', 'settings.ts', 'log-stream.ts', 'security/**'] },
];
const serverLayer = (layer) => `server-${layer}`;

const serverFiles = [...SERVER_LAYERS].reverse().map(({ layer, pattern }) => ({
  category: serverLayer(layer),
  pattern: [pattern].flat().map((p) => `${SERVER_SRC}/${p}`),
  // A file is in one layer: the first that names it (base before proxy).
  stopMatching: true,
}));

const LAYER_ORDER = SERVER_LAYERS.map(({ layer }) => layer).join(' -> ');

/** Each layer refuses every layer above it; tests may reach any layer. */
const serverPolicies = [
  ...SERVER_LAYERS.slice(1).map(({ layer }, i) => {
    const above = SERVER_LAYERS.slice(0, i + 1).map((l) => l.layer);
    return {
      from: { file: { categories: serverLayer(layer) } },
      disallow: { to: { file: { categories: above.map(serverLayer) } } },
      message: `The mock server's layers point one way (${LAYER_ORDER}): ${layer} never imports ${above.join(', ')}. Move what both need down a layer (decision 1120).`,
    };
  }),
  { from: { file: { categories: 'test' } }, allow: { to: { file: { categories: 'server-*' } } } },
];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    // Every workspace lints from its own folder: patterns are relative to the repository.
    'boundaries/root-path': root,
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
      { type: 'web-shared', pattern: 'apps/web/src/{components,lib,config}', partialMatch: false },
      { type: 'app', pattern: 'apps/*', capture: ['app'], partialMatch: false },
      { type: 'package', pattern: 'packages/*', capture: ['package'], partialMatch: false },
    ],
    'boundaries/files': [{ category: 'test', pattern: TEST_SUPPORT }, ...serverFiles],
    'import/resolver': {
      [fileURLToPath(new URL('web-alias-resolver.cjs', import.meta.url))]: {},
      node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        // The mock server's layers are files of one element (apps/mock-server): its imports are internal.
        checkInternals: true,
        policies: [
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: {
                element: {
                  type: 'web-feature',
                  captured: { feature: '!{{ from.element.captured.feature }}' },
                },
              },
            },
            message: 'A feature never imports another feature: move what they share to components/ or lib/.',
          },
          {
            from: { element: { type: ['web-feature', 'web-shared'] } },
            disallow: { to: { element: { type: 'web-app' } } },
            message:
              'Only the app layer (src/app) composes the app: features and shared code never import it.',
          },
          {
            from: { element: { type: 'web-shared' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message:
              'Shared code (components, lib, config) never imports a feature: move the code down instead.',
          },
          {
            from: { element: { type: 'package' } },
            disallow: [
              { to: { element: { type: ['app', 'web-*'] } } },
              { to: { module: { source: '@esr/{web,mock-server}' } } },
            ],
            message: 'A package never imports an app: dependencies point openapi -> packages -> apps.',
          },
          ...serverPolicies,
          {
            disallow: { to: { module: { source: ['vitest', 'vitest/**'] } } },
            message: 'vitest belongs to tests and test support (src/testing/), not to product code.',
          },
          {
            from: { file: { categories: 'test' } },
            allow: { to: { module: { source: ['vitest', 'vitest/**'] } } },
          },
        ],
      },
    ],
  },
};

/** Where the mock server's SQL may be written: the database's own modules and each area's store. */
export const SQL_STORES = ['apps/mock-server/src/store/**', 'apps/mock-server/src/areas/**/store.ts'];

const SQL_START = '^\\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|PRAGMA|WITH|BEGIN)\\s';
const SQL_MESSAGE =
  "SQL lives in the stores (src/store/, src/areas/<area>/store.ts): call the area's store instead.";

/**
 * The mock server's SQL stays in its stores (decision 0570): outside them no SQL text (a string or a
 * template that starts with a statement's keyword) and no call that reaches the database (prepare,
 * pragma, a store context's sql). Tests may read the database to check it.
 */
export const sqlInStoresConfig = {
  files: ['apps/mock-server/src/**/*.{ts,js,mjs}'],
  ignores: [...SQL_STORES, '**/*.test.{ts,js,mjs}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${SQL_START}/]`, message: SQL_MESSAGE },
      { selector: `TemplateElement[value.raw=/${SQL_START}/]`, message: SQL_MESSAGE },
      { selector: 'CallExpression[callee.property.name=/^(prepare|pragma|sql)$/]', message: SQL_MESSAGE },
    ],
  },
};

/**
 * A relative path that climbs out of its workspace into another's src/ (`../../packages/domain/src/x`,
 * `../test-support/src/x`). Inside a workspace src/ sits at its root, so a path that climbs up and then
 * names `<folder>/src` has left it.
 */
export const INTO_ANOTHER_SRC = '^(\\.\\./)+([^./][^/]*/)*[^./][^/]*/src(/|$)';

const INTO_ANOTHER_SRC_MESSAGE =
  "Import another package through its entry ('@esr/domain/languages', its package.json's exports), not a path into its src/. Where a config bundler must bundle it (vite.config.ts, vitest.config.ts and what they load), map it in your package.json's \"imports\" ('#domain/*': '@esr/domain/*') and import '#domain/languages'.";

/** Every file of every workspace, the vite and vitest configs included (decision 1130). */
export const packageEntriesConfig = {
  files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: INTO_ANOTHER_SRC, message: INTO_ANOTHER_SRC_MESSAGE }] },
    ],
  },
};

const ROUTER_LINK_MESSAGE =
  "Use the app's Link and NavLink (@/components/ui/link): react-router's carry its framework mode's route prefetching, downloaded by every page before it answers taps (decision 1080, round 5).";

/** react-router's links, which the web app draws from its own module (apps/web/src/components/ui/link.tsx). */
const ROUTER_LINKS = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink'],
  message: ROUTER_LINK_MESSAGE,
}));

/**
 * The web app's code: the package-entry rule, and react-router's links refused (an ESLint rule's options do
 * not merge across configs, so this one carries both).
 */
export const webLinksConfig = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: INTO_ANOTHER_SRC, message: INTO_ANOTHER_SRC_MESSAGE }],
        paths: ROUTER_LINKS,
      },
    ],
  },
};
