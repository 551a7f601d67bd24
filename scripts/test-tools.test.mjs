// The decisions of test-tools.mjs on machines made up for each case (no browser is uninstalled here).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  APT_GET,
  POLICY_RC_D,
  SYSTEM_PATH,
  chromiumPath,
  ensureTestTools,
  findChromium,
  findJava,
  findOnPath,
  initSystemOf,
  javaMajorOf,
  javaPath,
  machineExec,
  machineProbes,
  planTestTools,
  searchedPath,
} from './test-tools.mjs';

/** A machine with these files, these commands on the PATH and these Java versions (by binary). */
function machine({ files = [], commands = {}, env = {}, isRoot = false, javas = {}, init = null } = {}) {
  const versions = { '/usr/bin/java': 17, ...javas };
  return {
    env,
    exists: (path) => files.includes(path) || path in javas,
    which: (command) => commands[command] ?? null,
    isRoot,
    javaMajor: (path) => versions[path] ?? null,
    initSystem: () => init,
  };
}

const JAVA = { java: '/usr/bin/java' };
const COMPOSE = { 'docker-compose': '/usr/bin/docker-compose', nginx: '/usr/sbin/nginx', ...JAVA };
/** Debian's apt-get, at the one place it is looked for. */
const APT = ['/usr/bin/apt-get'];

describe('findChromium', () => {
  test('takes CHROMIUM_PATH first when it exists', () => {
    const probes = machine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    assert.deepEqual(findChromium(probes), { path: '/opt/chrome/chrome' });
  });

  test('names CHROMIUM_PATH when it points nowhere, even with a browser installed', () => {
    const found = findChromium(machine({ env: { CHROMIUM_PATH: '/nope' }, files: ['/usr/bin/chromium'] }));
    assert.match(found.problem, /^CHROMIUM_PATH=\/nope does not exist/);
  });

  test('then the usual install locations, in order', () => {
    assert.deepEqual(findChromium(machine({ files: ['/usr/bin/google-chrome', '/snap/bin/chromium'] })), {
      path: '/snap/bin/chromium',
    });
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    assert.deepEqual(findChromium(machine({ files: [mac] })), { path: mac });
  });

  test('then a browser command on the PATH', () => {
    const probes = machine({ commands: { 'chromium-browser': '/home/me/bin/chromium-browser' } });
    assert.deepEqual(findChromium(probes), { path: '/home/me/bin/chromium-browser' });
  });

  test('chromiumPath throws one line when there is none', () => {
    assert.throws(
      () => chromiumPath(machine()),
      (error) => !error.message.includes('\n') && /CHROMIUM_PATH/.test(error.message),
    );
  });
});

describe('planTestTools', () => {
  test('is ready when both tools are there', () => {
    assert.deepEqual(planTestTools(machine({ files: ['/usr/bin/chromium'], commands: COMPOSE })), {
      ready: {
        chromium: '/usr/bin/chromium',
        dockerCompose: '/usr/bin/docker-compose',
        nginx: '/usr/sbin/nginx',
        java: '/usr/bin/java',
      },
    });
  });

  test('installs what is missing as root with apt-get', () => {
    assert.deepEqual(planTestTools(machine({ isRoot: true, files: APT, commands: COMPOSE })), {
      install: ['chromium'],
    });
    assert.deepEqual(planTestTools(machine({ isRoot: true, files: APT })), {
      install: ['chromium', 'docker-compose', 'nginx-light', 'openjdk-17-jre-headless'],
    });
    assert.deepEqual(
      planTestTools(
        machine({
          isRoot: true,
          files: ['/usr/bin/chromium', '/usr/sbin/nginx', ...APT],
          commands: JAVA,
        }),
      ),
      { install: ['docker-compose'] },
    );
  });

  test('never installs around a wrong CHROMIUM_PATH', () => {
    const plan = planTestTools(
      machine({ isRoot: true, env: { CHROMIUM_PATH: '/nope' }, files: APT, commands: COMPOSE }),
    );
    assert.match(plan.stop, /CHROMIUM_PATH=\/nope/);
  });

  test('stops with one line saying what to install or set when it cannot install', () => {
    for (const probes of [
      machine({ files: APT, commands: COMPOSE }),
      machine({ isRoot: true, commands: COMPOSE }),
    ]) {
      const { stop } = planTestTools(probes);
      assert.equal(
        stop,
        'npm test needs Chromium or Chrome: run `apt-get install chromium` as root, or set CHROMIUM_PATH to a Chromium or Chrome binary',
      );
    }
    const all = planTestTools(machine()).stop;
    assert.match(
      all,
      /^npm test needs Chromium or Chrome, docker-compose, nginx and Java 17 or later: run `apt-get install chromium docker-compose nginx-light openjdk-17-jre-headless`/,
    );
    const compose = planTestTools(
      machine({ files: ['/usr/bin/chromium', '/usr/sbin/nginx'], commands: JAVA }),
    ).stop;
    assert.equal(compose, 'npm test needs docker-compose: run `apt-get install docker-compose` as root');
  });
});

describe('findJava', () => {
  test('reads the major version as java -version prints it', () => {
    assert.equal(javaMajorOf('openjdk version "17.0.15" 2025-04-15'), 17);
    assert.equal(javaMajorOf('openjdk version "21" 2023-09-19'), 21);
    assert.equal(javaMajorOf('java version "1.8.0_292"'), 8);
    assert.equal(javaMajorOf('command not found'), null);
  });

  test("takes JAVA_HOME first, then the PATH, then Debian's locations: the first that is 17 or later", () => {
    const home = machine({
      env: { JAVA_HOME: '/opt/jdk21' },
      javas: { '/opt/jdk21/bin/java': 21 },
      commands: JAVA,
    });
    assert.deepEqual(findJava(home), { path: '/opt/jdk21/bin/java', major: 21 });
    assert.deepEqual(findJava(machine({ commands: JAVA })), { path: '/usr/bin/java', major: 17 });
    // The default java is an old one, but Debian's Java 17 is installed beside it.
    const beside = machine({
      commands: { java: '/usr/bin/java' },
      javas: { '/usr/bin/java': 11, '/usr/lib/jvm/java-17-openjdk-amd64/bin/java': 17 },
    });
    assert.deepEqual(findJava(beside), { path: '/usr/lib/jvm/java-17-openjdk-amd64/bin/java', major: 17 });
  });

  test('says which Java is too old, or that there is none', () => {
    const old = machine({ commands: JAVA, javas: { '/usr/bin/java': 11 } });
    assert.match(findJava(old).problem, /^Java 11 at \/usr\/bin\/java is too old/);
    assert.equal(findJava(machine()).problem, 'no Java 17 or later found');
    assert.throws(() => javaPath(machine()), /install Debian's openjdk-17-jre-headless/);
  });

  test("installs Debian's headless JRE as root when the only Java is too old", () => {
    const old = machine({
      isRoot: true,
      files: ['/usr/bin/chromium', ...APT],
      commands: COMPOSE,
      javas: { '/usr/bin/java': 11 },
    });
    assert.deepEqual(planTestTools(old), { install: ['openjdk-17-jre-headless'] });
  });
});

describe('ensureTestTools', () => {
  test('runs apt-get update, then installs, then finds the tools', () => {
    const calls = [];
    let installed = false;
    const probe = () =>
      machine({
        isRoot: true,
        commands: COMPOSE,
        files: installed ? ['/usr/bin/chromium', ...APT] : APT,
      });
    const exec = (command, args) => {
      calls.push([command, ...args].join(' '));
      if (args[0] === 'install') installed = true;
      return { ok: true };
    };
    const said = [];
    const result = ensureTestTools(probe, exec, (line) => said.push(line));
    assert.deepEqual(calls, [
      '/usr/bin/apt-get update -qq',
      '/usr/bin/apt-get install -y -qq --no-install-recommends chromium',
    ]);
    assert.deepEqual(said, ["installing Debian's chromium (apt-get)"]);
    assert.deepEqual(result, {
      ok: true,
      line: 'Chromium /usr/bin/chromium, docker-compose /usr/bin/docker-compose, nginx /usr/sbin/nginx, Java /usr/bin/java',
    });
  });

  test('stops with apt-get’s last error when the install fails, and installs nothing after a failed update', () => {
    const calls = [];
    const exec = (command, args) => {
      calls.push(args[0]);
      return { ok: false, error: 'E: Could not get lock /var/lib/dpkg/lock-frontend' };
    };
    const result = ensureTestTools(() => machine({ isRoot: true, files: APT, commands: COMPOSE }), exec);
    assert.deepEqual(calls, ['update']);
    assert.equal(result.ok, false);
    assert.equal(
      result.line,
      'apt-get update failed (E: Could not get lock /var/lib/dpkg/lock-frontend): install chromium by hand, or set CHROMIUM_PATH',
    );
  });

  test('does not run the tests on a machine it cannot set up', () => {
    const exec = () => assert.fail('nothing may be installed without root');
    const result = ensureTestTools(() => machine({ commands: COMPOSE }), exec);
    assert.equal(result.ok, false);
    assert.match(result.line, /^npm test needs Chromium or Chrome/);
  });
});

// Issue 41, finding 5: as root, `apt-get` and `sh` were found through npm's PATH, where
// node_modules/.bin comes first (a dependency's bin of that name ran as root), and installing
// nginx-light on a machine with an init system left Debian's nginx running on port 80 after the tests.
describe('what runs as root', () => {
  test('apt-get is only ever /usr/bin/apt-get, never one on the PATH', () => {
    const planted = machine({ isRoot: true, commands: { 'apt-get': '/repo/node_modules/.bin/apt-get' } });
    assert.match(planTestTools(planted).stop, /^npm test needs/);
    const calls = [];
    const exec = (command, args) => {
      calls.push(command);
      return { ok: args[0] === 'update' };
    };
    ensureTestTools(() => machine({ isRoot: true, files: APT, commands: COMPOSE }), exec);
    assert.deepEqual(calls, [APT_GET, APT_GET]);
  });

  test('tools are looked for on the PATH without node_modules folders, and with no shell', () => {
    const path = [
      '/repo/node_modules/.bin',
      '/repo/apps/web/node_modules/.bin',
      '/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin',
      '/home/dev/bin',
      '/usr/bin',
    ].join(':');
    assert.deepEqual(searchedPath(path), ['/home/dev/bin', '/usr/bin']);
    const dir = mkdtempSync(join(tmpdir(), 'esr-which-'));
    try {
      for (const folder of ['node_modules/.bin', 'bin']) {
        mkdirSync(join(dir, folder), { recursive: true });
        writeFileSync(join(dir, folder, 'java'), '#!/bin/sh\n');
        chmodSync(join(dir, folder, 'java'), 0o755);
      }
      const found = findOnPath('java', `${join(dir, 'node_modules/.bin')}:${join(dir, 'bin')}`);
      assert.equal(found, join(dir, 'bin', 'java'));
      assert.equal(findOnPath('java', join(dir, 'node_modules/.bin')), null);
      // As the machine's probe finds it, with npm's PATH.
      const saved = process.env.PATH;
      process.env.PATH = `${join(dir, 'node_modules/.bin')}:${join(dir, 'bin')}`;
      try {
        assert.equal(machineProbes().which('java'), join(dir, 'bin', 'java'));
      } finally {
        process.env.PATH = saved;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("runs a system program with the system's PATH, whatever the caller's", () => {
    const saved = process.env.PATH;
    process.env.PATH = `/repo/node_modules/.bin:${saved}`;
    try {
      assert.deepEqual(machineExec('/bin/sh', ['-c', `[ "$PATH" = "${SYSTEM_PATH}" ]`]), { ok: true });
      assert.equal(machineExec('/bin/sh', ['-c', '[ -z "$npm_config_user_agent$JWT_SECRET" ]']).ok, true);
    } finally {
      process.env.PATH = saved;
    }
  });

  test('tells the init system that would start a service', () => {
    const on = (files, pid1) => initSystemOf({ exists: (path) => files.includes(path), pid1 });
    assert.equal(on(['/run/systemd/system', '/etc/init.d'], 'systemd'), 'systemd');
    assert.equal(on(['/etc/init.d'], 'init'), 'sysv');
    for (const pid1 of ['node', 'sh', 'tini', 'docker-init', null])
      assert.equal(on(['/etc/init.d'], pid1), null);
  });
});

describe("nginx's own service after its install", () => {
  /** A run of ensureTestTools installing nginx-light: every file change and command, in order. */
  function install({ init, policyExists = false, failInstall = false, tools = ['/usr/bin/systemctl'] }) {
    const events = [];
    let installed = false;
    const files = {
      exists: (path) => (path === POLICY_RC_D ? policyExists : tools.includes(path)),
      writeExecutable: (path, text) => events.push(`write ${path} ${text.trim().split('\n').at(-1)}`),
      remove: (path) => events.push(`remove ${path}`),
    };
    const exec = (command, args) => {
      events.push([command, ...args].join(' '));
      if (args[0] === 'install') installed = !failInstall;
      return failInstall && args[0] === 'install' ? { ok: false, error: 'E: broken' } : { ok: true };
    };
    const probe = () =>
      machine({
        isRoot: true,
        init,
        files: ['/usr/bin/chromium', ...APT, ...(installed ? ['/usr/sbin/nginx'] : [])],
        commands: { 'docker-compose': '/usr/bin/docker-compose', ...JAVA },
      });
    const said = [];
    const result = ensureTestTools(probe, exec, (line) => said.push(line), files);
    return { events, said, result };
  }

  test('systemd: kept from starting during the install, then disabled; and said so', () => {
    const { events, said, result } = install({ init: 'systemd' });
    assert.deepEqual(events, [
      `write ${POLICY_RC_D} exit 101`,
      '/usr/bin/apt-get update -qq',
      '/usr/bin/apt-get install -y -qq --no-install-recommends nginx-light',
      `remove ${POLICY_RC_D}`,
      '/usr/bin/systemctl disable --now nginx.service',
    ]);
    assert.deepEqual(said, [
      "installing Debian's nginx-light (apt-get)",
      "nginx's service kept from starting and disabled (systemd): the deploy test runs its own nginx",
    ]);
    assert.equal(result.ok, true);
  });

  test("sysvinit: update-rc.d disables it; a machine's own policy-rc.d is left as it is", () => {
    const { events } = install({ init: 'sysv', policyExists: true, tools: ['/usr/sbin/update-rc.d'] });
    assert.deepEqual(events, [
      '/usr/bin/apt-get update -qq',
      '/usr/bin/apt-get install -y -qq --no-install-recommends nginx-light',
      '/usr/sbin/update-rc.d nginx disable',
    ]);
  });

  test('no init system (a container): nothing to keep off, and said so', () => {
    const { events, said } = install({ init: null });
    assert.deepEqual(events, [
      '/usr/bin/apt-get update -qq',
      '/usr/bin/apt-get install -y -qq --no-install-recommends nginx-light',
    ]);
    assert.deepEqual(said, ["installing Debian's nginx-light (apt-get)"]);
  });

  test('removes its policy-rc.d when the install fails, and says how to disable the service by hand when it cannot', () => {
    const failed = install({ init: 'systemd', failInstall: true });
    assert.equal(failed.events.at(-1), `remove ${POLICY_RC_D}`);
    assert.equal(failed.result.ok, false);
    const noTool = install({ init: 'systemd', tools: [] });
    assert.match(
      noTool.said.at(-1),
      /^could not disable nginx's service \(systemd: no \/usr\/bin\/systemctl\): run `\/usr\/bin\/systemctl disable --now nginx.service`$/,
    );
  });
});
