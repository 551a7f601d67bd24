// The architecture's boundaries as lint (decision 0560), checked by eslint-plugin-boundaries on every
// `npm run lint`, and proved to fire by lint/boundaries.test.mjs:
// - a web feature never imports another feature (shared code moves down to components/ or lib/);
// - a package never imports an app (openapi -> packages/* -> apps/*);
// - vitest is imported by tests and test support only, never by product code.
import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Tests and what only tests use: test files, test harnesses, test configs, whole-product suites. */
export const TEST_SUPPORT = [
  '**/*.test.{ts,tsx,js,mjs}',
  '**/src/testing/**',
  'apps/mock-server/test/**',
  '**/vitest.config.ts',
  'apps/web/vite.config.ts',
  'e2e/**',
  'lint/**',
];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    // Every workspace lints from its own folder: patterns are relative to the repository.
    'boundaries/root-path': root,
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'app', pattern: 'apps/*', capture: ['app'], partialMatch: false },
      { type: 'package', pattern: 'packages/*', capture: ['package'], partialMatch: false },
    ],
    'boundaries/files': [{ category: 'test', pattern: TEST_SUPPORT }],
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
            from: { element: { type: 'package' } },
            disallow: [
              { to: { element: { type: 'app' } } },
              { to: { module: { source: '@esr/{web,mock-server}' } } },
            ],
            message: 'A package never imports an app: dependencies point openapi -> packages -> apps.',
          },
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
