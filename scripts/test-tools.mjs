// What `npm test` needs from the machine besides Node: a Chromium or Chrome for the browser tests
// (e2e/browser), docker-compose v1 and nginx for the deploy test (e2e/deploy), and Java 17 or later for
// Specmatic (packages/conformance/test/outside-tools.test.ts: the specmatic package ships a jar). Pure decisions over injected
// probes, so the unit tests (test-tools.test.mjs) can try every machine without changing this one; the
// command that acts on them is ensure-test-tools.mjs. e2e/browser/support/browser.ts finds the browser
// with it too.
//
// It runs as root (apt-get installs): every system program it runs then is called by its absolute path,
// with a PATH of system folders only, never through the caller's PATH, where npm puts node_modules/.bin
// first (any dependency's `apt-get` or `sh` would have run as root: issue 41, finding 5).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join, sep } from 'node:path';

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
  java: 'openjdk-17-jre-headless',
};

/** Specmatic 2.x runs on Java 17 or later. */
export const JAVA_MIN_MAJOR = 17;

/** Where Debian's and Ubuntu's packages put a Java 17 or later that is not the `java` on the PATH. */
export const JAVA_LOCATIONS = [
  '/usr/lib/jvm/java-17-openjdk-amd64/bin/java',
  '/usr/lib/jvm/java-17-openjdk-arm64/bin/java',
  '/usr/lib/jvm/java-21-openjdk-amd64/bin/java',
  '/usr/lib/jvm/java-21-openjdk-arm64/bin/java',
  '/usr/lib/jvm/default-java/bin/java',
];

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
 * @property {(command: string) => string | null} which  the command's path on the PATH (node_modules left out), or null
 * @property {boolean} isRoot
 * @property {() => 'systemd' | 'sysv' | null} initSystem  what would start the services a package installs
 * @property {(java: string) => number | null} javaMajor  the major version a java binary reports, or null
 */

/** apt-get, where Debian and Ubuntu put it: the only one this runs (as root). */
export const APT_GET = '/usr/bin/apt-get';

/** The PATH of every system program run here, and of the package scripts apt-get runs as root. */
export const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * The folders of a PATH to look for a tool in: all but those npm and its scripts put first
 * (`<dir>/node_modules/.bin` of every folder up to the root, npm's node-gyp-bin), which hold whatever
 * a dependency names its commands.
 */
export function searchedPath(path = '') {
  return path.split(delimiter).filter((dir) => dir !== '' && !dir.split(sep).includes('node_modules'));
}

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A command's path in the searched folders of `path` (no shell is run to find it), or null. */
export function findOnPath(command, path, executable = isExecutable) {
  return (
    searchedPath(path)
      .map((dir) => join(dir, command))
      .find(executable) ?? null
  );
}

/**
 * The init system that would start a service a package installs: `systemd` when it runs this machine
 * (sd_booted's test), `sysv` when PID 1 is an `init` with /etc/init.d scripts; null in a container
 * whose PID 1 is a shell, node or tini (nothing starts services there).
 */
export function initSystemOf({ exists, pid1 }) {
  if (exists('/run/systemd/system')) return 'systemd';
  return pid1 === 'init' && exists('/etc/init.d') ? 'sysv' : null;
}

/** The machine as it is: process.env, the file system and the PATH. */
export function machineProbes() {
  let pid1 = null;
  try {
    pid1 = readFileSync('/proc/1/comm', 'utf8').trim();
  } catch {
    // Not Linux, or no /proc: no init system to tell.
  }
  return {
    env: process.env,
    exists: existsSync,
    which: (command) => findOnPath(command, process.env.PATH),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    initSystem: () => initSystemOf({ exists: existsSync, pid1 }),
    javaMajor: (java) => {
      const run = spawnSync(java, ['-version'], { encoding: 'utf8' });
      return run.status === 0 ? javaMajorOf(`${run.stderr}${run.stdout}`) : null;
    },
  };
}

/** 17 from `openjdk version "17.0.15"`, 8 from `java version "1.8.0_292"`; null when none is named. */
export function javaMajorOf(versionText) {
  const version = /version "(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!version) return null;
  const first = Number(version[1]);
  return first === 1 && version[2] ? Number(version[2]) : first;
}

/**
 * The Java that runs Specmatic: the first of $JAVA_HOME/bin/java, the `java` on the PATH and Debian's
 * usual locations that is Java 17 or later. Answers `{ path, major }`, or `{ problem }`.
 * @param {Pick<Probes, 'env' | 'exists' | 'which' | 'javaMajor'>} probes
 * @returns {{ path: string; major: number } | { problem: string }}
 */
export function findJava({ env, exists, which, javaMajor }) {
  const home = env.JAVA_HOME?.trim();
  const candidates = [
    ...(home && exists(join(home, 'bin', 'java')) ? [join(home, 'bin', 'java')] : []),
    ...[which('java')].filter((path) => path !== null),
    ...JAVA_LOCATIONS.filter(exists),
  ];
  const found = [...new Set(candidates)].map((path) => ({ path, major: javaMajor(path) }));
  const recent = found.find(({ major }) => major !== null && major >= JAVA_MIN_MAJOR);
  if (recent) return /** @type {{ path: string; major: number }} */ (recent);
  const old = found.find(({ major }) => major !== null);
  return {
    problem: old
      ? `Java ${old.major} at ${old.path} is too old (Specmatic needs Java ${JAVA_MIN_MAJOR} or later)`
      : `no Java ${JAVA_MIN_MAJOR} or later found`,
  };
}

/** findJava's path, or an Error with its one-line reason (for the test harnesses). */
export function javaPath(probes = machineProbes()) {
  const found = findJava(probes);
  if ('path' in found) return found.path;
  throw new Error(`${found.problem}: install Debian's ${DEBIAN_PACKAGES.java}`);
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
  const java = findJava(probes);
  const absent = [
    ...COMMAND_TOOLS.filter(({ key }) => !tools[key]),
    ...('path' in java ? [] : [{ key: 'java', what: `Java ${JAVA_MIN_MAJOR} or later` }]),
  ];
  if ('path' in browser && absent.length === 0)
    return { ready: { chromium: browser.path, ...tools, java: java.path } };
  // A CHROMIUM_PATH that points nowhere is a mistake to fix, not something to install around.
  if (probes.env.CHROMIUM_PATH?.trim() && 'problem' in browser) return { stop: browser.problem };
  const missing = [
    ...('path' in browser ? [] : [{ what: 'Chromium or Chrome', pkg: DEBIAN_PACKAGES.chromium }]),
    ...absent.map(({ key, what }) => ({ what, pkg: DEBIAN_PACKAGES[key] })),
  ];
  const packages = missing.map((tool) => tool.pkg);
  if (probes.isRoot && probes.exists(APT_GET)) return { install: packages };
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
 * runs a system program (an absolute path) to its end; `error` is the last line it wrote to stderr
 * when it failed.
 */

/**
 * Runs a system program quietly (apt-get's progress is noise here), keeping its last error line. Its
 * environment is the system's PATH and nothing of the caller's but the locale: apt-get runs the
 * packages' scripts as root, and they find their commands through PATH.
 */
export function machineExec(command, args) {
  const run = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: SYSTEM_PATH, DEBIAN_FRONTEND: 'noninteractive', LANG: 'C.UTF-8', HOME: '/root' },
  });
  const lines = (run.stderr ?? '').split('\n').filter((line) => line.trim() !== '');
  return run.status === 0
    ? { ok: true }
    : { ok: false, error: lines.at(-1) ?? run.error?.message ?? `exit ${run.status}` };
}

/**
 * @typedef {object} Files
 * @property {(path: string) => boolean} exists
 * @property {(path: string, text: string) => void} writeExecutable
 * @property {(path: string) => void} remove
 */

/** The file system as it is. */
export const machineFiles = {
  exists: existsSync,
  writeExecutable: (path, text) => writeFileSync(path, text, { mode: 0o755, flag: 'wx' }),
  remove: (path) => rmSync(path, { force: true }),
};

/**
 * Debian's invoke-rc.d and deb-systemd-invoke ask this script before they start a service: 101 means
 * "not now". Written only for the install, and only when the machine has none of its own.
 */
export const POLICY_RC_D = '/usr/sbin/policy-rc.d';
const POLICY_RC_D_TEXT =
  '#!/bin/sh\n# Written by scripts/test-tools.mjs for one apt-get install, then removed: no service starts.\nexit 101\n';

/** Where each init system's tool to disable a service lives (merged /usr or not), and its arguments. */
const DISABLE_SERVICE = {
  systemd: { tools: ['/usr/bin/systemctl', '/bin/systemctl'], args: ['disable', '--now', 'nginx.service'] },
  sysv: { tools: ['/usr/sbin/update-rc.d'], args: ['nginx', 'disable'] },
};

/**
 * Installing nginx on a machine with an init system starts Debian's default site on port 80 and
 * enables it at boot; the deploy test runs an nginx of its own and needs neither. The service is kept
 * from starting during the install (policy-rc.d), then disabled (and stopped, should a policy of the
 * machine's own have let it start). Answers the line saying what was done.
 * @param {'systemd' | 'sysv' | null} init
 * @param {Exec} exec
 * @param {Files} files
 */
function keepNginxServiceOff(init, exec, files) {
  if (init === null) return "nginx's service: no init system here to start it";
  const { tools, args } = DISABLE_SERVICE[init];
  const tool = tools.find(files.exists);
  const run = tool ? exec(tool, args) : { ok: false, error: `no ${tools[0]}` };
  return run.ok
    ? `nginx's service kept from starting and disabled (${init}): the deploy test runs its own nginx`
    : `could not disable nginx's service (${init}: ${run.error}): run \`${tools[0]} ${args.join(' ')}\``;
}

/**
 * Acts on planTestTools: installs what is missing when it can (apt-get update first, then re-checks),
 * and answers the one line to print, with whether the tests may run.
 * @param {() => Probes} probe  called again after an install
 * @param {Exec} exec
 * @param {(line: string) => void} [say]  told before a (slow) install starts, and what it did to services
 * @param {Files} [files]
 * @returns {{ ok: boolean; line: string }}
 */
export function ensureTestTools(probe, exec, say = () => {}, files = machineFiles) {
  const probes = probe();
  let plan = planTestTools(probes);
  if ('install' in plan) {
    const packages = plan.install.join(' ');
    const withNginx = plan.install.includes(DEBIAN_PACKAGES.nginx);
    const init = withNginx ? probes.initSystem() : null;
    const policy = init !== null && !files.exists(POLICY_RC_D);
    say(`installing Debian's ${packages} (apt-get)`);
    if (policy) files.writeExecutable(POLICY_RC_D, POLICY_RC_D_TEXT);
    let failed;
    try {
      for (const args of [
        ['update', '-qq'],
        ['install', '-y', '-qq', '--no-install-recommends', ...plan.install],
      ]) {
        const run = exec(APT_GET, args);
        if (!run.ok) {
          failed = `apt-get ${args[0]} failed (${run.error}): install ${packages} by hand, or set CHROMIUM_PATH`;
          break;
        }
      }
    } finally {
      if (policy) files.remove(POLICY_RC_D);
    }
    if (withNginx && init !== null && !failed) say(keepNginxServiceOff(init, exec, files));
    if (failed) return { ok: false, line: failed };
    plan = planTestTools(probe());
    if ('install' in plan) {
      return {
        ok: false,
        line: `apt-get installed ${packages} but ${plan.install.join(' and ')} is still not found`,
      };
    }
  }
  if ('stop' in plan) return { ok: false, line: plan.stop };
  const { chromium, dockerCompose, nginx, java } = plan.ready;
  return {
    ok: true,
    line: `Chromium ${chromium}, docker-compose ${dockerCompose}, nginx ${nginx}, Java ${java}`,
  };
}
