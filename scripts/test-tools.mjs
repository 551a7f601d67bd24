// What `npm test` needs from the machine besides Node: a Chromium or Chrome for the browser tests
// (e2e/browser) and docker-compose v1 for the deploy test (e2e/deploy). Pure decisions over injected
// probes, so the unit tests (test-tools.test.mjs) can try every machine without changing this one; the
// command that acts on them is ensure-test-tools.mjs. e2e/browser/support/browser.ts finds the browser
// with it too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Chromium and Chrome usually live (Debian, Ubuntu, Fedora, snap, Google's packages, macOS). */
export const BROWSER_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Command names a browser may have on the PATH when it lives elsewhere. */
export const BROWSER_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Debian's package for each tool. */
export const DEBIAN_PACKAGES = {
  chromium: 'chromium',
  dockerCompose: 'docker-compose',
  nginx: 'nginx-light',
};

/**
 * The other commands the tests run: docker-compose (e2e/deploy: the compose file) and nginx (e2e/deploy:
 * the demo's nginx configuration, served for real). nginx lives in /usr/sbin, off some users' PATH.
 */
const COMMAND_TOOLS = [
  { key: 'dockerCompose', what: 'docker-compose', command: 'docker-compose', locations: [] },
  { key: 'nginx', what: 'nginx', command: 'nginx', locations: ['/usr/sbin/nginx'] },
];

/** Where each command tool is, or null. */
function findCommandTools({ which, exists }) {
  return Object.fromEntries(
    COMMAND_TOOLS.map(({ key, command, locations }) => [
      key,
      which(command) ?? locations.find(exists) ?? null,
    ]),
  );
}

/** The nginx binary for the deploy test, or an Error with what to install. */
export function nginxPath(probes = machineProbes()) {
  const { nginx } = findCommandTools(probes);
  if (nginx) return nginx;
  throw new Error(`no nginx found: install Debian's ${DEBIAN_PACKAGES.nginx}`);
}

/**
 * @typedef {object} Probes
 * @property {Record<string, string | undefined>} env
 * @property {(path: string) => boolean} exists
 * @property {(command: string) => string | null} which  the command's path on the PATH, or null
 * @property {boolean} isRoot
 */

/** The machine as it is: process.env, the file system and the PATH. */
export function machineProbes() {
  return {
    env: process.env,
    exists: existsSync,
    which: (command) => {
      const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
      return found.status === 0 && found.stdout.trim() !== '' ? found.stdout.trim() : null;
    },
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  };
}

/**
 * The browser the tests drive: CHROMIUM_PATH when set (it must exist), else the first usual location,
 * else the first browser command on the PATH. Answers `{ path }`, or `{ problem }` saying what is wrong.
 * @param {Pick<Probes, 'env' | 'exists' | 'which'>} probes
 * @returns {{ path: string } | { problem: string }}
 */
export function findChromium({ env, exists, which }) {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) {
    return exists(chosen)
      ? { path: chosen }
      : {
          problem: `CHROMIUM_PATH=${chosen} does not exist: point it at a Chromium or Chrome binary, or unset it`,
        };
  }
  const path = BROWSER_LOCATIONS.find(exists) ?? BROWSER_COMMANDS.map(which).find((found) => found !== null);
  return path ? { path } : { problem: 'no Chromium or Chrome found' };
}

/** findChromium's path, or an Error with its one-line reason (for the test harnesses). */
export function chromiumPath(probes = machineProbes()) {
  const found = findChromium(probes);
  if ('path' in found) return found.path;
  throw new Error(`${found.problem}: install Debian's chromium or set CHROMIUM_PATH`);
}

/**
 * What to do before the tests run:
 * - `{ ready }` with the tools' paths;
 * - `{ install }`: Debian packages to apt-get install (we are root and apt-get is here);
 * - `{ stop }`: one line saying what to install or set.
 * @param {Probes} probes
 */
export function planTestTools(probes) {
  const browser = findChromium(probes);
  const tools = findCommandTools(probes);
  const absent = COMMAND_TOOLS.filter(({ key }) => !tools[key]);
  if ('path' in browser && absent.length === 0) return { ready: { chromium: browser.path, ...tools } };
  // A CHROMIUM_PATH that points nowhere is a mistake to fix, not something to install around.
  if (probes.env.CHROMIUM_PATH?.trim() && 'problem' in browser) return { stop: browser.problem };
  const missing = [
    ...('path' in browser ? [] : [{ what: 'Chromium or Chrome', pkg: DEBIAN_PACKAGES.chromium }]),
    ...absent.map(({ key, what }) => ({ what, pkg: DEBIAN_PACKAGES[key] })),
  ];
  const packages = missing.map((tool) => tool.pkg);
  if (probes.isRoot && probes.which('apt-get')) return { install: packages };
  const orSet = 'path' in browser ? '' : ', or set CHROMIUM_PATH to a Chromium or Chrome binary';
  return {
    stop: `npm test needs ${listed(missing.map((tool) => tool.what))}: run \`apt-get install ${packages.join(' ')}\` as root${orSet}`,
  };
}

/** 'a', 'a and b', 'a, b and c'. */
const listed = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * @typedef {(command: string, args: string[]) => { ok: boolean; error?: string }} Exec
 * runs a command to its end; `error` is the last line it wrote to stderr when it failed.
 */

/** Runs a command quietly (apt-get's progress is noise here), keeping its last error line. */
export function machineExec(command, args) {
  const run = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const lines = (run.stderr ?? '').split('\n').filter((line) => line.trim() !== '');
  return run.status === 0
    ? { ok: true }
    : { ok: false, error: lines.at(-1) ?? run.error?.message ?? `exit ${run.status}` };
}

/**
 * Acts on planTestTools: installs what is missing when it can (apt-get update first, then re-checks),
 * and answers the one line to print, with whether the tests may run.
 * @param {() => Probes} probe  called again after an install
 * @param {Exec} exec
 * @param {(line: string) => void} [say]  told before a (slow) install starts
 * @returns {{ ok: boolean; line: string }}
 */
export function ensureTestTools(probe, exec, say = () => {}) {
  let plan = planTestTools(probe());
  if ('install' in plan) {
    const packages = plan.install.join(' ');
    say(`installing Debian's ${packages} (apt-get)`);
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...plan.install],
    ]) {
      const run = exec('apt-get', args);
      if (!run.ok) {
        return {
          ok: false,
          line: `apt-get ${args[0]} failed (${run.error}): install ${packages} by hand, or set CHROMIUM_PATH`,
        };
      }
    }
    plan = planTestTools(probe());
    if ('install' in plan) {
      return {
        ok: false,
        line: `apt-get installed ${packages} but ${plan.install.join(' and ')} is still not found`,
      };
    }
  }
  if ('stop' in plan) return { ok: false, line: plan.stop };
  const { chromium, dockerCompose, nginx } = plan.ready;
  return { ok: true, line: `Chromium ${chromium}, docker-compose ${dockerCompose}, nginx ${nginx}` };
}
