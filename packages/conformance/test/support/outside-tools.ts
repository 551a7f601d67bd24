import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { ExamplePair } from '@esr/contract/examples';
import { repoRoot } from '@esr/contract/load';
import { javaPath } from '../../../../scripts/test-tools.mjs';
import { specmaticEnvironment, toolEnvironment } from '../../../../scripts/tool-env.mjs';
import { freePort } from '@esr/test-support';

// The tools other teams' CI runs on a contract: Specmatic (its npm package ships the jar; Java 17+) and
// Prism, each started as a process on loopback as a developer would (docs/decisions/1040-contract-tools.md).

const require = createRequire(import.meta.url);
export const SPECMATIC_JAR = join(dirname(require.resolve('specmatic/package.json')), 'specmatic.jar');
/**
 * How the JVM runs Specmatic here: a run lasts seconds, so the quick compiler only (C1) and the serial
 * collector. Measured on outside-tools.test.ts: Java's CPU 38.9 s with the JVM's defaults, 18.7 s with
 * these; the same tests pass (decision 1060).
 */
const JVM_ARGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const PRISM = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');

export interface Finished {
  code: number | null;
  output: string;
}

/** Runs a command to its end, keeping what it printed. */
export function runToEnd(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<Finished>((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output }));
  });
}

export interface Served {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts a server process and waits until `ready` answers (a stub answers anything once it listens).
 * It gets only the environment it needs (scripts/tool-env.mjs).
 */
async function serve(
  command: string,
  args: string[],
  port: number,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<Served> {
  const child: ChildProcess = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${url}/`);
      return { url, output: () => log, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${command} did not listen on ${url}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

export async function startSpecmaticStub(contract: string, cwd: string): Promise<Served> {
  const port = await freePort();
  const args = [...JVM_ARGS, '-jar', SPECMATIC_JAR, 'stub', contract, '--host=127.0.0.1', `--port=${port}`];
  return serve(javaPath(), args, port, cwd, specmaticEnvironment());
}

export async function startPrismMock(contract: string, cwd: string): Promise<Served> {
  const port = await freePort();
  const args = [PRISM, 'mock', contract, '--host', '127.0.0.1', '--port', String(port), '--dynamic', 'false'];
  return serve(process.execPath, args, port, cwd, toolEnvironment());
}

export interface SpecmaticCase {
  /** 'POST /v1/esl-games/result -> 200 level-1-passed' */
  key: string;
  passed: boolean;
  /** The failure's text, when it failed. */
  failure?: string;
}

/** `specmatic test` against `baseUrl` with one bearer token; answers each test case of its JUnit report. */
export async function runSpecmaticTest(
  contract: string,
  baseUrl: string,
  token: string,
): Promise<{ cases: SpecmaticCase[]; output: string; code: number | null }> {
  const dir = await mkdtemp(join(tmpdir(), 'esr-specmatic-'));
  const junit = join(dir, 'junit');
  try {
    const args = [
      ...JVM_ARGS,
      '-jar',
      SPECMATIC_JAR,
      'test',
      contract,
      `--testBaseURL=${baseUrl}`,
      `--junitReportDir=${junit}`,
    ];
    // The file examples of openapi/openapi_examples/ name their files from the repository's root, where a
    // developer runs Specmatic; it runs here in a temporary folder that links openapi/ (Specmatic writes
    // its reports under build/ of the folder it runs in). It reads a security scheme's credential from
    // the environment variable of the scheme's name; the repository's specmatic.yaml (usage reporting
    // off) through CONFIG_FILE_PATH.
    await symlink(join(repoRoot, 'openapi'), join(dir, 'openapi'));
    const run = await runToEnd(javaPath(), args, {
      cwd: dir,
      env: specmaticEnvironment({ bearerAuth: token }),
    });
    const reports = (await readdir(junit).catch(() => [])).filter((f) => f.endsWith('.xml'));
    if (reports.length === 0) throw new Error(`specmatic wrote no JUnit report:\n${run.output}`);
    const cases = (
      await Promise.all(reports.map(async (file) => casesOf(await readFile(join(junit, file), 'utf8'))))
    ).flat();
    return { cases, output: run.output, code: run.code };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface JunitCase {
  '@_name': string;
  failure?: { '@_message'?: string } | string;
  error?: unknown;
}

function casesOf(xml: string): SpecmaticCase[] {
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testcase' }).parse(
    xml,
  ) as {
    testsuite?: { testcase?: JunitCase[] };
  };
  return (parsed.testsuite?.testcase ?? []).map((c) => {
    // '... > Scenario: POST /v1/esl-games/result -> 200 with the request from the example 'level-1-passed''
    const scenario = /Scenario: (\S+ \S+ -> \d+) with the request from the example '([^']+)'/.exec(
      c['@_name'],
    );
    const key = scenario ? `${scenario[1]} ${scenario[2]}` : c['@_name'];
    const failure = c.failure ?? c.error;
    const text =
      failure === undefined
        ? undefined
        : typeof failure === 'object' && failure !== null && '@_message' in failure
          ? String(failure['@_message'])
          : JSON.stringify(failure);
    return { key, passed: failure === undefined, ...(text === undefined ? {} : { failure: text }) };
  });
}

/** The key Specmatic's report gives a pair. */
export const specmaticKey = (pair: ExamplePair): string =>
  `${pair.method} ${pair.path} -> ${pair.status} ${pair.name}`;
