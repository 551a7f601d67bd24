// The decisions of test-tools.mjs on machines made up for each case (no browser is uninstalled here).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  chromiumPath,
  ensureTestTools,
  findChromium,
  findJava,
  javaMajorOf,
  javaPath,
  planTestTools,
} from './test-tools.mjs';

/** A machine with these files, these commands on the PATH and these Java versions (by binary). */
function machine({ files = [], commands = {}, env = {}, isRoot = false, javas = {} } = {}) {
  const versions = { '/usr/bin/java': 17, ...javas };
  return {
    env,
    exists: (path) => files.includes(path) || path in javas,
    which: (command) => commands[command] ?? null,
    isRoot,
    javaMajor: (path) => versions[path] ?? null,
  };
}

const JAVA = { java: '/usr/bin/java' };
const COMPOSE = { 'docker-compose': '/usr/bin/docker-compose', nginx: '/usr/sbin/nginx', ...JAVA };
const APT = { 'apt-get': '/usr/bin/apt-get' };

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
    assert.deepEqual(planTestTools(machine({ isRoot: true, commands: { ...APT, ...COMPOSE } })), {
      install: ['chromium'],
    });
    assert.deepEqual(planTestTools(machine({ isRoot: true, commands: APT })), {
      install: ['chromium', 'docker-compose', 'nginx-light', 'openjdk-17-jre-headless'],
    });
    assert.deepEqual(
      planTestTools(
        machine({
          isRoot: true,
          files: ['/usr/bin/chromium', '/usr/sbin/nginx'],
          commands: { ...APT, ...JAVA },
        }),
      ),
      { install: ['docker-compose'] },
    );
  });

  test('never installs around a wrong CHROMIUM_PATH', () => {
    const plan = planTestTools(
      machine({ isRoot: true, env: { CHROMIUM_PATH: '/nope' }, commands: { ...APT, ...COMPOSE } }),
    );
    assert.match(plan.stop, /CHROMIUM_PATH=\/nope/);
  });

  test('stops with one line saying what to install or set when it cannot install', () => {
    for (const probes of [
      machine({ commands: { ...APT, ...COMPOSE } }),
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
      files: ['/usr/bin/chromium'],
      commands: { ...APT, ...COMPOSE },
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
        commands: { ...APT, ...COMPOSE },
        files: installed ? ['/usr/bin/chromium'] : [],
      });
    const exec = (command, args) => {
      calls.push([command, ...args].join(' '));
      if (args[0] === 'install') installed = true;
      return { ok: true };
    };
    const said = [];
    const result = ensureTestTools(probe, exec, (line) => said.push(line));
    assert.deepEqual(calls, [
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium',
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
    const result = ensureTestTools(() => machine({ isRoot: true, commands: { ...APT, ...COMPOSE } }), exec);
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
