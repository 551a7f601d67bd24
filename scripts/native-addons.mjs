#!/usr/bin/env node
// A step of `npm test`: the native addon the mock server stores its data with (better-sqlite3) is built.
// It has no prebuilt binary for this machine (no internet), so npm compiles SQLite from source: about
// 90 s on one core. `.ci/run` installs with `npm ci --ignore-scripts` and `npm test` builds it here, while
// the format check, the lint and the typecheck run beside it under `nice`, so that the compiler keeps a
// core and they take the rest (decision 1060); after a plain `npm ci` the addon is already built and this
// step only checks that it loads. The build made here is for the tests: optimised at -O1, not the
// package's -O3, which compiles SQLite three times faster (21 s instead of 64 s alone) and runs the same
// SQL. An install with its scripts (`npm ci`, the Docker image) builds it as the package ships it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The packages whose install scripts build what they need: rebuilt when the addon does not load. */
export const NATIVE_PACKAGES = ['better-sqlite3'];

/** The compiler's optimisation for the tests' build: later on gcc's command line than the package's -O3, so it wins. */
export const TEST_BUILD_FLAGS = '-O1';

/** The environment `npm rebuild` runs in: `env` with TEST_BUILD_FLAGS after its own C and C++ flags. */
export function rebuildEnv(env) {
  const after = (flags) => [flags, TEST_BUILD_FLAGS].filter(Boolean).join(' ');
  return { ...env, CFLAGS: after(env.CFLAGS), CXXFLAGS: after(env.CXXFLAGS) };
}

/** Whether better-sqlite3 opens a database here; the error when it cannot. */
export function addonLoads(requireFrom = createRequire(import.meta.url)) {
  try {
    const Database = requireFrom('better-sqlite3');
    new Database(':memory:').close();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/**
 * Makes the addon load: `check` answers whether it does, `rebuild` runs `npm rebuild` of the packages.
 * Answers the line to print, or throws when the addon still does not load after the rebuild.
 */
export function ensureNativeAddons(check, rebuild) {
  const before = check();
  if (before.ok) return 'better-sqlite3 loads';
  const status = rebuild(NATIVE_PACKAGES);
  const after = check();
  if (status !== 0 || !after.ok)
    throw new Error(`better-sqlite3 does not load after npm rebuild (exit ${status}): ${after.error ?? ''}`);
  return `better-sqlite3 built from source (it did not load: ${before.error})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const line = ensureNativeAddons(
      // A fresh process each time: a failed load is cached by Node's module loader.
      () => {
        const probe = spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `import { addonLoads } from ${JSON.stringify(import.meta.url)}; console.log(JSON.stringify(addonLoads()));`,
          ],
          { encoding: 'utf8' },
        );
        try {
          return JSON.parse(probe.stdout);
        } catch {
          return { ok: false, error: probe.stderr.trim().split('\n')[0] ?? 'no answer' };
        }
      },
      (packages) =>
        spawnSync('npm', ['rebuild', ...packages, '--foreground-scripts'], {
          stdio: 'inherit',
          env: rebuildEnv(process.env),
        }).status ?? 1,
    );
    console.log(`[native-addons] ${line}`);
  } catch (error) {
    console.error(`[native-addons] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
