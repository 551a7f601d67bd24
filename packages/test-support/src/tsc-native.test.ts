import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `tsc-native` is what every workspace's typecheck runs: it must fail on a type error, pass clean code,
// and be TypeScript 7 (decision 0002).

const BIN = join(import.meta.dirname, '..', 'bin', 'tsc-native.mjs');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'esr-tsc-native-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true } }),
  );
  writeFileSync(join(dir, 'index.ts'), source);
  return dir;
}

const tscNative = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

describe('tsc-native', () => {
  it('is TypeScript 7', () => {
    expect(tscNative('--version').stdout).toMatch(/^Version 7\./);
  });

  it('fails on a type error and names it', () => {
    const result = tscNative('--noEmit', '-p', project('export const n: number = "one";\n'));
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain("error TS2322: Type 'string' is not assignable to type 'number'.");
  });

  it('passes code without one', () => {
    const result = tscNative('--noEmit', '-p', project('export const n: number = 1;\n'));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
