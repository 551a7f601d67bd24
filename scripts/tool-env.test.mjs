// What the third-party tools are given (tool-env.mjs), and Specmatic's usage reporting off (issue 41,
// finding 4): the jar is run for real, offline, with a local proxy in front of the network.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { javaPath } from './test-tools.mjs';
import { SPECMATIC_CONFIG, specmaticEnvironment, toolEnvironment } from './tool-env.mjs';

const require = createRequire(import.meta.url);
const SPECMATIC_JAR = join(dirname(require.resolve('specmatic/package.json')), 'specmatic.jar');

describe('toolEnvironment', () => {
  const caller = {
    PATH: '/repo/node_modules/.bin:/usr/bin',
    HOME: '/home/dev',
    LANG: 'en_US.UTF-8',
    JAVA_HOME: '/opt/jdk',
    JWT_SECRET: 'a-production-secret-of-32-bytes!',
    GITHUB_TOKEN: 'ghp_x',
    NPM_TOKEN: 'npm_x',
    AWS_SECRET_ACCESS_KEY: 'x',
    npm_config__authToken: 'x',
  };

  test('passes what a program needs and the tools’ switches, nothing else', () => {
    assert.deepEqual(toolEnvironment({}, caller), {
      PATH: caller.PATH,
      HOME: caller.HOME,
      LANG: caller.LANG,
      JAVA_HOME: caller.JAVA_HOME,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      TURBO_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    });
  });

  test("gives Specmatic the repository's configuration and a credential it is handed", () => {
    const env = specmaticEnvironment({ bearerAuth: 'token' }, caller);
    assert.equal(env.CONFIG_FILE_PATH, SPECMATIC_CONFIG);
    assert.equal(env.bearerAuth, 'token');
    assert.equal(env.JWT_SECRET, undefined);
    assert.equal(env.GITHUB_TOKEN, undefined);
  });
});

/** A local HTTP proxy that answers nothing: the first line of each request it got (CONNECT host:443). */
async function deadEndProxy() {
  const requests = [];
  const server = createServer((socket) => {
    socket.once('data', (data) => {
      requests.push(data.toString('latin1').split('\r\n')[0]);
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    socket.on('error', () => {});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, requests, close: () => new Promise((r) => server.close(r)) };
}

/** The smallest contract Specmatic validates: the run's cost is the JVM's, not the contract's. */
const TINY_CONTRACT = `openapi: 3.0.3
info: { title: tiny, version: '1' }
paths:
  /ping:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, properties: { ok: { type: boolean } } }
              examples:
                pong: { value: { ok: true } }
`;

/** Runs Specmatic on a contract as a developer would, every HTTP call of the JVM through `port`. */
function specmatic(cwd, env, port) {
  const args = [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    ...['http', 'https'].flatMap((scheme) => [
      `-D${scheme}.proxyHost=127.0.0.1`,
      `-D${scheme}.proxyPort=${port}`,
    ]),
    '-jar',
    SPECMATIC_JAR,
    'examples',
    'validate',
    '--spec-file',
    'tiny.yaml',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(javaPath(), args, { cwd, env, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
}

describe("Specmatic's usage reporting", () => {
  test('specmatic.yaml turns it off with its top-level setting', () => {
    const config = parse(readFileSync(SPECMATIC_CONFIG, 'utf8'));
    assert.equal(config.version, 2);
    assert.equal(config.disableTelemetry, true);
  });

  test('the jar, run with the repository’s configuration, never reaches for its Insights server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esr-specmatic-telemetry-'));
    writeFileSync(join(dir, 'tiny.yaml'), TINY_CONTRACT);
    const proxy = await deadEndProxy();
    try {
      // Without the configuration (none in this folder), the same run reports usage: the check can fail.
      await specmatic(dir, toolEnvironment(), proxy.port);
      assert.ok(
        proxy.requests.some((line) => line.includes('insights.specmatic.io')),
        `without specmatic.yaml the jar should reach for insights.specmatic.io; the proxy saw: ${proxy.requests.join(', ') || 'nothing'}`,
      );
      proxy.requests.length = 0;
      await specmatic(dir, specmaticEnvironment(), proxy.port);
      assert.deepEqual(proxy.requests, []);
    } finally {
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
