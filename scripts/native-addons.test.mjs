// The decisions of native-addons.mjs, on an addon made up for each case (nothing is rebuilt here).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addonLoads, ensureNativeAddons, NATIVE_PACKAGES, rebuildEnv } from './native-addons.mjs';

test('an addon that loads is left alone', () => {
  let rebuilt = false;
  const line = ensureNativeAddons(
    () => ({ ok: true }),
    () => {
      rebuilt = true;
      return 0;
    },
  );
  assert.equal(line, 'better-sqlite3 loads');
  assert.equal(rebuilt, false);
});

test('an addon installed without its build step is rebuilt, then checked again', () => {
  const answers = [{ ok: false, error: 'Could not locate the bindings file.' }, { ok: true }];
  const rebuilt = [];
  const line = ensureNativeAddons(
    () => answers.shift(),
    (packages) => {
      rebuilt.push(...packages);
      return 0;
    },
  );
  assert.deepEqual(rebuilt, NATIVE_PACKAGES);
  assert.match(line, /built from source \(it did not load: Could not locate the bindings file\.\)/);
});

test('a rebuild that fails, or leaves the addon unloadable, fails the step', () => {
  const broken = () => ({ ok: false, error: 'Could not locate the bindings file.' });
  assert.throws(() => ensureNativeAddons(broken, () => 1), /exit 1/);
  assert.throws(() => ensureNativeAddons(broken, () => 0), /does not load after npm rebuild/);
});

test("the tests' build is optimised at -O1, after any flags the machine sets", () => {
  assert.deepEqual(rebuildEnv({ PATH: '/bin' }), { PATH: '/bin', CFLAGS: '-O1', CXXFLAGS: '-O1' });
  const { CFLAGS, CXXFLAGS } = rebuildEnv({ CFLAGS: '-O3 -g', CXXFLAGS: '-march=native' });
  assert.equal(CFLAGS, '-O3 -g -O1');
  assert.equal(CXXFLAGS, '-march=native -O1');
});

test('the addon of this checkout loads (npm test builds it first)', () => {
  assert.deepEqual(addonLoads(), { ok: true });
});
