import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, SEEDED } from '@esr/test-support';
import { mockUrl, newSession } from './support/run';

// The kit outside this repository (issue 40): the backend team's CI will not clone this monorepo. `npm
// pack` makes a tarball with the bundled kit and the contract inside; `npx` runs it in an empty folder,
// with no workspace around it, against the mock. The container recipe (deploy/conformance.Dockerfile)
// packs with the very command this test runs.

const RECIPE = 'deploy/conformance.Dockerfile';
const exec = promisify(execFile);

/** The environment of a shell outside this repository: none of npm's variables of the run that started us. */
const outside = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'),
  ),
  ...extra,
});

async function sh(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(command, args, { cwd, env: outside(env), maxBuffer: 1 << 26 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** The recipe's instructions, continuation lines joined, each with the stage it belongs to. */
function readRecipe(): { stage: number; instruction: string; args: string }[] {
  const lines = readFileSync(join(repoRoot, RECIPE), 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  let stage = -1;
  return lines.map((line) => {
    const [instruction = '', ...rest] = line.split(/\s+/);
    if (instruction === 'FROM') stage += 1;
    return { stage, instruction, args: rest.join(' ') };
  });
}

const recipe = readRecipe();
/** The recipe's pack command, as an argument list (its --pack-destination is this test's folder). */
const PACK =
  recipe.find((r) => r.instruction === 'RUN' && r.args.startsWith('npm pack'))?.args.split(' ') ?? [];

describe('the packed kit, outside the repository', () => {
  let dir = '';
  let tarball = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'esr-conformance-pack-'));
    const [command, ...args] = PACK;
    const destination = args.indexOf('--pack-destination');
    expect(destination, `${RECIPE} packs with --pack-destination`).toBeGreaterThan(0);
    args[destination + 1] = dir;
    const packed = await sh(command!, args, repoRoot);
    expect(packed.code, packed.output).toBe(0);
    const [file] = (await readdir(dir)).filter((f) => f.endsWith('.tgz'));
    tarball = join(dir, file!);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds the bundled kit and the contract, depends on no workspace package and imports nothing of it', async () => {
    const listed = await sh('tar', ['-tzf', tarball], dir);
    expect(listed.output.split('\n').filter(Boolean).sort()).toEqual(
      expect.arrayContaining([
        'package/README.md',
        'package/dist/cli.js',
        'package/dist/index.js',
        'package/dist/openapi.yaml',
        'package/package.json',
      ]),
    );
    expect(listed.output).not.toMatch(/package\/(src|test|scripts)\//);
    const unpacked = join(dir, 'unpacked');
    await mkdir(unpacked);
    await sh('tar', ['-xzf', tarball, '-C', unpacked], dir);
    const manifest = JSON.parse(await readFile(join(unpacked, 'package', 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((d) => d.startsWith('@esr/'))).toEqual([]);
    expect(existsSync(join(unpacked, 'package', manifest.bin['esr-conformance']!))).toBe(true);
    const code = (await readdir(join(unpacked, 'package', 'dist'))).filter((f) => f.endsWith('.js'));
    for (const file of code) {
      const text = await readFile(join(unpacked, 'package', 'dist', file), 'utf8');
      expect(text, file).not.toMatch(/from ["']@esr\/|import\(["']@esr\/|require\(["']@esr\//);
      expect(text, file).not.toContain(repoRoot);
    }
    expect(await readFile(join(unpacked, 'package', 'dist', 'openapi.yaml'), 'utf8')).toBe(
      await readFile(join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8'),
    );
  });

  it('runs with npx in an empty folder on Node 20 against the mock, and writes the JUnit report', async () => {
    const empty = join(dir, 'ci');
    await mkdir(empty);
    // No package.json anywhere above the folder: npx installs the tarball alone, from the registry.
    for (let up = empty; up !== dirname(up); up = dirname(up))
      expect(existsSync(join(up, 'package.json')), up).toBe(false);
    const { code, output } = await sh(
      'npx',
      [
        '--yes',
        `--package=${tarball}`,
        'esr-conformance',
        '--base-url',
        mockUrl(),
        '--msisdn',
        SEEDED.newTrial,
        '--rich-msisdn',
        SEEDED.withStreak,
        '--runs',
        '3',
        '--header',
        `x-mock-session: ${newSession()}`,
        '--latency-budget',
        '60000',
        '--report',
        'conformance-report',
      ],
      empty,
      // Its own npm cache: nothing of this machine's npx cache is used or left behind.
      { npm_config_cache: join(dir, 'npm-cache'), npm_config_update_notifier: 'false' },
    );
    expect(output).toContain(`Conformance of ${mockUrl()}/api to E-sports rewards portal API`);
    expect(output).toMatch(/Result: CONFORMS: \d+ cases, every rule exercised, expired tokens not tested/);
    expect(code, output).toBe(0);
    const junit = await readFile(join(empty, 'conformance-report', 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="conformance" tests="\d+" failures="0" errors="0"/);
    expect(process.versions.node.split('.')[0]).toBe('20');
  }, 300_000);
});

describe(`the container recipe (${RECIPE})`, () => {
  it('packs in a build stage and installs only the tarball in the image, run by a user without root', () => {
    const stages = new Set(recipe.map((r) => r.stage));
    expect(stages.size).toBe(2);
    const demo = readFileSync(join(repoRoot, 'deploy', 'server.Dockerfile'), 'utf8').match(
      /^FROM (\S+)/m,
    )?.[1];
    // The demo's Node image: one Node version for everything this repository ships.
    expect(recipe.filter((r) => r.instruction === 'FROM').map((r) => r.args.split(' ')[0])).toEqual([
      demo,
      demo,
    ]);
    expect(PACK).toEqual(['npm', 'pack', '--workspace', '@esr/conformance', '--pack-destination', '/kit']);
    const final = recipe.filter((r) => r.stage === 1);
    expect(final.filter((r) => r.instruction === 'COPY').map((r) => r.args)).toEqual([
      '--from=pack /kit /kit',
    ]);
    expect(final.find((r) => r.instruction === 'RUN')?.args).toMatch(
      /^npm install --global --no-audit --no-fund \/kit\/esr-conformance-\*\.tgz /,
    );
    expect(final.find((r) => r.instruction === 'USER')?.args).toBe('node');
    expect(final.find((r) => r.instruction === 'ENTRYPOINT')?.args).toBe('["esr-conformance"]');
  });
});
