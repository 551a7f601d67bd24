// Proves the boundary rules of lint/boundaries.js fire, through the repository's own eslint.config.js:
// each case lints a file that breaks one rule and expects that rule's message, and a well-behaved twin
// that passes. Removing or loosening a rule fails this test. Run by `npm run lint` (node --test).
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** One rule's messages (boundaries/dependencies unless named) for `code` linted as the file at `filePath`. */
async function boundaryErrors(filePath, code, ruleId = 'boundaries/dependencies') {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const CROSS_FEATURE = /A feature never imports another feature/;
const PACKAGE_TO_APP = /A package never imports an app/;
const VITEST = /vitest belongs to tests/;
const INTO_APP_LAYER = /Only the app layer/;
const SHARED_TO_FEATURE = /Shared code .* never imports a feature/;

test('a feature importing another feature is refused, by alias or by relative path', async () => {
  const file = 'apps/web/src/features/home/components/probe.tsx';
  const byAlias =
    "import { useRedeemItem } from '@/features/rewards/api/redeem-item';\nexport const x = useRedeemItem;\n";
  const byPath =
    "import { useLeaderboard } from '../../leaderboard/api/get-leaderboard';\nexport const x = useLeaderboard;\n";
  for (const code of [byAlias, byPath]) {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, code);
    assert.match(errors[0], CROSS_FEATURE);
  }
});

test('a feature may import itself and the shared layers', async () => {
  const code = [
    "import { useVideos } from '../api/list-videos';",
    "import { Carousel } from '@/components/ui/carousel';",
    "import { queryKeys } from '@/lib/query-keys';",
    'export const x = [useVideos, Carousel, queryKeys];',
  ].join('\n');
  assert.deepEqual(await boundaryErrors('apps/web/src/features/home/components/probe.tsx', code), []);
});

test('the web layers point one way: app -> features -> shared', async () => {
  const intoApp = "import { createAppRouter } from '@/app/router';\nexport const x = createAppRouter;\n";
  for (const file of ['apps/web/src/features/home/probe.ts', 'apps/web/src/lib/probe.ts']) {
    const errors = await boundaryErrors(file, intoApp);
    assert.equal(errors.length, 1, file);
    assert.match(errors[0], INTO_APP_LAYER);
  }
  const intoFeature =
    "import { useVideos } from '@/features/home/api/list-videos';\nexport const x = useVideos;\n";
  const errors = await boundaryErrors('apps/web/src/components/ui/probe.tsx', intoFeature);
  assert.equal(errors.length, 1);
  assert.match(errors[0], SHARED_TO_FEATURE);
  assert.deepEqual(await boundaryErrors('apps/web/src/app/routes/probe.tsx', intoFeature), []);
  assert.deepEqual(await boundaryErrors('apps/web/src/testing/probe.tsx', intoApp), []);
});

test('a package importing an app is refused, by path or by package name', async () => {
  const file = 'packages/domain/src/probe.ts';
  const byPath = "import { paths } from '../../../apps/web/src/config/paths';\nexport const x = paths;\n";
  const byName = "import type { Env } from '@esr/web';\nexport type X = Env;\n";
  for (const code of [byPath, byName]) {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, code);
    assert.match(errors[0], PACKAGE_TO_APP);
  }
  const sibling = "import { isGamenowReferrer } from '@esr/domain';\nexport const x = isGamenowReferrer;\n";
  assert.deepEqual(await boundaryErrors('packages/sdk/src/probe.ts', sibling), []);
});

test('vitest is refused in product code and allowed in tests and test support', async () => {
  const code = "import { expect } from 'vitest';\nexport const x = expect;\n";
  for (const file of [
    'apps/web/src/lib/probe.ts',
    'packages/domain/src/probe.ts',
    'apps/web/src/features/home/probe.ts',
  ]) {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, file);
    assert.match(errors[0], VITEST);
  }
  for (const file of [
    'apps/web/src/lib/probe.test.ts',
    'apps/web/src/testing/probe.ts',
    'packages/domain/vitest.config.ts',
  ]) {
    assert.deepEqual(await boundaryErrors(file, code), [], file);
  }
});

/** The SQL rule's messages (no-restricted-syntax) for `code` linted as the file at `filePath`. */
const sqlErrors = (filePath, code) => boundaryErrors(filePath, code, 'no-restricted-syntax');

const SQL_OUTSIDE_STORES = /SQL lives in the stores/;

test("SQL outside the mock server's stores is refused: a query text, a template, a call to the database", async () => {
  const cases = [
    "export const q = 'SELECT balance FROM subscribers WHERE msisdn = ?';\n",
    'export const q = (t: string) => `DELETE FROM ${t}`;\n',
    "export const q = '  UPDATE subscribers SET balance = 0';\n",
    'export const run = (db: { prepare(s: string): unknown }, s: string) => db.prepare(s);\n',
    'export const run = (ctx: { sql(s: string): unknown }, s: string) => ctx.sql(s);\n',
  ];
  for (const file of [
    'apps/mock-server/src/areas/daily-checkin/streak/handlers.ts',
    'apps/mock-server/src/plugins/probe.ts',
    'apps/mock-server/src/worlds/world-store.ts',
  ]) {
    for (const code of cases) {
      const errors = await sqlErrors(file, code);
      assert.equal(errors.length, 1, `${file}: ${code}`);
      assert.match(errors[0], SQL_OUTSIDE_STORES);
    }
  }
});

test('SQL is allowed in the stores and in tests, and words that merely look like SQL are not SQL', async () => {
  const query = "export const q = 'SELECT balance FROM subscribers WHERE msisdn = ?';\n";
  for (const file of [
    'apps/mock-server/src/areas/daily-checkin/streak/store.ts',
    'apps/mock-server/src/store/context.ts',
    'apps/mock-server/src/store/seed/apply-seed.ts',
    'apps/mock-server/src/routes/web/probe.test.ts',
  ]) {
    assert.deepEqual(await sqlErrors(file, query), [], file);
  }
  const words = [
    "export const m = 'Update your profile';\n",
    "export const c = 'DELETE_FAILED';\n",
    "export const m = 'You have already claimed this challenge.';\n",
  ].join('');
  assert.deepEqual(await sqlErrors('apps/mock-server/src/areas/profile/handlers.ts', words), []);
});

/** The package-entry rule's messages (no-restricted-imports) for `code` linted as the file at `filePath`. */
const entryErrors = (filePath, code) => boundaryErrors(filePath, code, 'no-restricted-imports');

const INTO_ANOTHER_SRC = /Import another package through its entry/;

test("a relative path into another package's src is refused, in product code and in the build's configs", async () => {
  const cases = [
    [
      'apps/web/src/config/probe.ts',
      "import { LANGUAGES } from '../../../../packages/domain/src/languages.ts';",
    ],
    ['apps/web/vite.config.ts', "import { YOUTUBE_EMBED_BASE } from '../../packages/domain/src/videos.ts';"],
    ['apps/web/vite/probe.ts', "export { directionOf } from '../../../packages/domain/src/languages.ts';"],
    [
      'apps/web/service-worker/probe.ts',
      "import type { Language } from '../../../packages/domain/src/languages';",
    ],
    [
      'apps/mock-server/vitest.config.ts',
      "import { PARALLEL } from '../../packages/test-support/src/vitest-parallel';",
    ],
    ['packages/domain/vitest.config.ts', "import { PARALLEL } from '../test-support/src/vitest-parallel';"],
    ['e2e/vitest.config.ts', "import { PARALLEL } from '../packages/test-support/src';"],
    ['apps/mock-server/src/probe.ts', "import { paths } from '../../web/src/config/paths';"],
  ];
  for (const [file, line] of cases) {
    const errors = await entryErrors(file, `${line}\nexport const x = 1;\n`);
    assert.equal(errors.length, 1, `${file}: ${line}`);
    assert.match(errors[0], INTO_ANOTHER_SRC);
  }
});

test("a package's entry, a # import and a workspace's own src/ pass the package-entry rule", async () => {
  const cases = [
    ['apps/web/src/config/probe.ts', "import { LANGUAGES } from '@esr/domain/languages';"],
    ['apps/web/vite.config.ts', "import { YOUTUBE_EMBED_BASE } from '#domain/videos';"],
    ['apps/web/vite.config.ts', "import { prerender } from './vite/prerender.ts';"],
    ['apps/web/vite/probe.ts', "import { paths } from '../src/config/paths.ts';"],
    ['apps/mock-server/test/proxy/probe.ts', "import { loadConfig } from '../../src/config';"],
    ['packages/domain/vitest.config.ts', "import { PARALLEL } from '#test-support/vitest-parallel';"],
  ];
  for (const [file, line] of cases) {
    assert.deepEqual(await entryErrors(file, `${line}\nexport const x = 1;\n`), [], `${file}: ${line}`);
  }
});

const SERVER_BACK_UP = /The mock server's layers point one way/;

const BACK_UP_CASES = [
  // An area's handlers reaching the routes that bind them (the handler types live in areas/ now).
  [
    'apps/mock-server/src/areas/daily-checkin/streak/handlers.ts',
    "import { handlers } from '../../../routes/api/handlers';",
  ],
  // An area reaching a plugin (the refusal's status is the contract's, contract/refusals.ts).
  ['apps/mock-server/src/areas/rewards/handlers.ts', "import { HttpError } from '../../plugins/errors';"],
  // The seed reaching into an area (it goes through the credits area's own call).
  [
    'apps/mock-server/src/store/seed/apply-seed.ts',
    "import { CREDIT_RULES } from '../../areas/credits/rules';",
  ],
  // The contract's reading reaching into storage.
  ['apps/mock-server/src/contract/body-limits.ts', "import { Uploads } from '../store/uploads';"],
  // The worlds reaching into proxy mode.
  ['apps/mock-server/src/worlds/journal.ts', "import { recordDrift } from '../proxy/drift-log';"],
  // A store reaching the world that holds it.
  ['apps/mock-server/src/store/context.ts', "import { Store } from '../worlds/world-store';"],
  // The settings reaching a layer.
  ['apps/mock-server/src/config.ts', "import { openDatabase } from './store/database';"],
];

test("react-router's Link and NavLink are refused in the web app, its other exports and the app's own links pass", async () => {
  /** Each import, and whether the rule refuses it. */
  const cases = [
    ["import { Link } from 'react-router-dom';", true],
    ["import { NavLink, useLocation } from 'react-router-dom';", true],
    ["import { Link } from 'react-router';", true],
    ["import { useLocation, useNavigate } from 'react-router-dom';", false],
    ["import { Link, NavLink } from '@/components/ui/link';", false],
  ];
  for (const [line, refused] of cases) {
    const errors = await entryErrors(
      'apps/web/src/features/home/components/probe.tsx',
      `${line}\nexport const x = 1;\n`,
    );
    assert.equal(errors.length, refused ? 1 : 0, line);
    if (refused) assert.match(errors[0], /the app's Link and NavLink/);
  }
  // The package-entry rule still holds in the web app beside it.
  const intoSrc = await entryErrors(
    'apps/web/src/config/probe.ts',
    "import { LANGUAGES } from '../../../../packages/domain/src/languages.ts';\nexport const x = 1;\n",
  );
  assert.equal(intoSrc.length, 1);
  assert.match(intoSrc[0], INTO_ANOTHER_SRC);
});

test("an import that runs back up the mock server's layers is refused", async () => {
  for (const [file, line] of BACK_UP_CASES) {
    const errors = await boundaryErrors(file, `${line}\nexport const x = 1;\n`);
    assert.equal(errors.length, 1, `${file}: ${line}`);
    assert.match(errors[0], SERVER_BACK_UP);
  }
});

test("imports down the mock server's layers pass, and tests may reach any layer", async () => {
  const cases = [
    [
      'apps/mock-server/src/routes/api/handlers.ts',
      "import { streakHandlers } from '../../areas/daily-checkin/streak/handlers';",
    ],
    [
      'apps/mock-server/src/areas/daily-checkin/streak/handlers.ts',
      "import type { Handlers } from '../../handler-types';",
    ],
    ['apps/mock-server/src/areas/credits/store.ts', "import { StoreError } from '../../store/store-error';"],
    ['apps/mock-server/src/store/uploads.ts', "import { UPLOAD_RULES } from '../contract/uploads';"],
    ['apps/mock-server/src/contract/operations.ts', "import { serverRoot } from '../config';"],
    // The settings' schema is base: config.ts reads it.
    ['apps/mock-server/src/config.ts', "import { SETTINGS } from './settings';"],
    ['apps/mock-server/src/app.ts', "import { apiRoutes } from './routes/api/index';"],
    ['apps/mock-server/src/areas/probe.test.ts', "import { handlers } from '../routes/api/handlers';"],
  ];
  for (const [file, line] of cases) {
    assert.deepEqual(await boundaryErrors(file, `${line}\nexport const x = 1;\n`), [], `${file}: ${line}`);
  }
  // An import that names no file would pass unchecked: every case above names one that exists.
  for (const [file, line] of [...cases, ...BACK_UP_CASES]) {
    const target = /from '(\.[^']+)'/.exec(line)[1];
    assert.ok(existsSync(`${join(root, dirname(file), target)}.ts`), `${file}: ${target} exists`);
  }
});
