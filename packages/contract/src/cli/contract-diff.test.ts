import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contractFile, repoRoot } from '../load';

// The commands themselves, in throwaway git repositories: an origin whose main holds the contract and its
// released snapshot, and a fresh clone of it where each test commits its edit, as CI does after a merge.
const dir = mkdtempSync(join(tmpdir(), 'esr-contract-diff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const original = readFileSync(contractFile, 'utf8');
const version = /^ {2}version: (\d+)\.(\d+)\.(\d+)$/m.exec(original)!;
const nextMajor = `${Number(version[1]) + 1}.0.0`;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const CLI = join(repoRoot, 'packages', 'contract', 'src', 'cli');

const origin = join(dir, 'origin');
let clone = '';
let clones = 0;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd,
    stdio: 'pipe',
    encoding: 'utf8',
  });
const write = (text: string) => writeFileSync(join(clone, 'openapi', 'openapi.yaml'), text);

function run(command: 'contract-diff' | 'contract-release', ...args: string[]) {
  const result = spawnSync(process.execPath, [tsx, join(CLI, `${command}.ts`), ...args], {
    cwd: clone,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

mkdirSync(join(origin, 'openapi', 'released'), { recursive: true });
writeFileSync(join(origin, 'openapi', 'openapi.yaml'), original);
writeFileSync(join(origin, 'openapi', 'released', 'openapi.yaml'), original);
git(origin, 'init', '-q', '-b', 'main');
git(origin, 'add', '.');
git(origin, 'commit', '-qm', 'contract 2.0.0, released');

/** A required field of a response removed: clients that read it break. */
const withoutRequiredField = original.replace(/^ {8}- tourn_name\n/m, '');

// Each test runs the commands as processes (tsx, then the diff of two whole contracts): a few seconds each
// on a loaded machine, so the tests get the time of their runs.
describe('npm run contract:diff, against the released contract', { timeout: 60_000 }, () => {
  beforeEach(() => {
    clone = join(dir, `clone-${(clones += 1)}`);
    git(dir, 'clone', '-q', origin, clone);
  });

  it('passes a fresh clone of main that matches its released contract', () => {
    const { status, output } = run('contract-diff');
    expect(status).toBe(0);
    expect(output).toContain('against the released contract (openapi/released/openapi.yaml)');
    expect(output).toContain('none.');
  });

  it('fails a commit on main that removes a required response field, in a fresh clone', () => {
    expect(withoutRequiredField).not.toBe(original);
    write(withoutRequiredField);
    git(clone, 'commit', '-qam', 'tourn_name no longer required');
    expect(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    const { status, output } = run('contract-diff');
    expect(status).toBe(1);
    expect(output).toMatch(/Breaking[^\n]*\n[\s\S]*tourn_name/);
    expect(output).toContain(
      `raise info.version's major number (${version.slice(1).join('.')} -> ${nextMajor})`,
    );
  });

  it('fails the same commit on a branch', () => {
    git(clone, 'checkout', '-qb', 'feature');
    write(withoutRequiredField);
    git(clone, 'commit', '-qam', 'tourn_name no longer required');
    expect(run('contract-diff').status).toBe(1);
  });

  it('asks for a release when the major version is raised, and passes once it is recorded', () => {
    write(withoutRequiredField.replace(/^ {2}version: .*$/m, `  version: ${nextMajor}`));
    const raised = run('contract-diff');
    expect(raised.status).toBe(1);
    expect(raised.output).toContain('released as a new major version');
    expect(raised.output).toContain('npm run contract:release');
    const release = run('contract-release');
    expect(release.status, release.output).toBe(0);
    expect(readFileSync(join(clone, 'openapi', 'released', 'openapi.yaml'), 'utf8')).toContain(
      `version: ${nextMajor}`,
    );
    const after = run('contract-diff');
    expect(after.status).toBe(0);
    expect(after.output).toContain('none.');
  });

  it('refuses to release a breaking change without a new major version', () => {
    write(withoutRequiredField.replace(/^ {2}version: .*$/m, '  version: 2.1.0'));
    expect(run('contract-release').status).toBe(1);
    expect(readFileSync(join(clone, 'openapi', 'released', 'openapi.yaml'), 'utf8')).toBe(original);
  });

  it('refuses to release an unchanged version', () => {
    const same = run('contract-release');
    expect(same.status).toBe(1);
    expect(same.output).toContain('raise it before releasing');
  });

  it('passes a compatible edit without a new version', () => {
    write(
      original.replace(
        "        '409':\n          $ref: '#/components/responses/RedeemRefused'",
        "        '409':\n          $ref: '#/components/responses/RedeemRefused'\n        '413':\n          $ref: '#/components/responses/PayloadTooLarge'",
      ),
    );
    const { status, output } = run('contract-diff');
    expect(status).toBe(0);
    expect(output).toContain('POST /v1/redeem-item, response 413: added');
    expect(output).toContain('No breaking change.');
  });

  it('compares with a git ref given with --base, and refuses one that is not a commit', () => {
    git(clone, 'checkout', '-qb', 'feature');
    write(withoutRequiredField);
    git(clone, 'commit', '-qam', 'tourn_name no longer required');
    const base = run('contract-diff', '--base', 'main');
    expect(base.status).toBe(1);
    expect(base.output).toContain('against main');
    const wrong = run('contract-diff', '--base', 'no-such-ref');
    expect(wrong.status).toBe(2);
    expect(wrong.output).toContain('--base no-such-ref is not a commit');
  });
});
