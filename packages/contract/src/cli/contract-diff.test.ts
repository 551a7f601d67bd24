import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractFile, repoRoot } from '../load';

// The command itself, in a throwaway git repository: main holds the contract, a branch edits it.
const repo = mkdtempSync(join(tmpdir(), 'esr-contract-diff-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const original = readFileSync(contractFile, 'utf8');
const version = /^ {2}version: (\d+)\.(\d+)\.(\d+)$/m.exec(original)!;
const nextMajor = `${Number(version[1]) + 1}.0.0`;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd: repo,
    stdio: 'pipe',
  });
const write = (text: string) => writeFileSync(join(repo, 'openapi', 'openapi.yaml'), text);

function contractDiff(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [tsx, join(repoRoot, 'packages', 'contract', 'src', 'cli', 'contract-diff.ts'), ...args],
    { cwd: repo, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

mkdirSync(join(repo, 'openapi'));
write(original);
git('init', '-q', '-b', 'main');
git('add', '.');
git('commit', '-qm', 'contract');
git('checkout', '-qb', 'feature');

const removeExit = original.replace(
  /\n {2}\/v1\/esl-games\/exit:\n[\s\S]*?(?=\n {2}\/v1\/youtube-videos:)/,
  '',
);

describe('npm run contract:diff', () => {
  it('passes on a clean clone of main: the merge base with itself gives no change', () => {
    git('checkout', '-q', 'main');
    const { status, output } = contractDiff();
    git('checkout', '-q', 'feature');
    expect(status).toBe(0);
    expect(output).toContain('none.');
  });

  it('fails on a breaking edit of the work tree, and says what broke and what to do', () => {
    expect(removeExit).not.toBe(original);
    write(removeExit);
    const { status, output } = contractDiff();
    expect(status).toBe(1);
    expect(output).toContain('against the merge base with main');
    expect(output).toContain('POST /v1/esl-games/exit, operation: removed');
    expect(output).toContain(
      `raise info.version's major number (${version.slice(1).join('.')} -> ${nextMajor})`,
    );
  });

  it('passes the same edit with a new major version', () => {
    write(removeExit.replace(/^ {2}version: .*$/m, `  version: ${nextMajor}`));
    const { status, output } = contractDiff();
    expect(status).toBe(0);
    expect(output).toContain('released as a new major version');
  });

  it('passes a compatible edit, committed, against a given base', () => {
    write(
      original.replace(
        "        '409':\n          $ref: '#/components/responses/RedeemError'",
        "        '409':\n          $ref: '#/components/responses/RedeemError'\n        '413':\n          $ref: '#/components/responses/PayloadTooLarge'",
      ),
    );
    git('commit', '-qam', 'a new status');
    const { status, output } = contractDiff('--base', 'main');
    expect(status).toBe(0);
    expect(output).toContain('POST /v1/redeem-item, response 413: added');
    expect(output).toContain('No breaking change.');
  });

  it('refuses a base that is not a commit', () => {
    const { status, output } = contractDiff('--base', 'no-such-ref');
    expect(status).toBe(2);
    expect(output).toContain('--base no-such-ref is not a commit');
  });
});
