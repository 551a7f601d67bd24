import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const BIG = `<p>${'کریڈٹس '.repeat(400)}</p>`;

function files(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

describe('the build’s compressed copies', () => {
  it('are written beside every text file over 1 KB in every folder, each language’s documents included, but the game’s', () => {
    dir = mkdtempSync(join(tmpdir(), 'esr-precompress-'));
    for (const folder of ['ur', 'assets', 'aim-train', 'icons']) mkdirSync(join(dir, folder));
    writeFileSync(join(dir, 'index.html'), BIG);
    writeFileSync(join(dir, 'ur', 'index.html'), BIG);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), `console.log(${JSON.stringify(BIG)})`);
    writeFileSync(join(dir, 'aim-train', 'aim-train.loader.js'), `console.log(${JSON.stringify(BIG)})`);
    writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.alloc(2048));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');

    precompressFolder(dir);

    expect(files(dir)).toEqual([
      'aim-train/aim-train.loader.js',
      'assets/index-abc.js',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'favicon.svg',
      'icons/icon-192.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'ur/index.html',
      'ur/index.html.br',
      'ur/index.html.gz',
    ]);
    const urdu = join(dir, 'ur', 'index.html');
    expect(brotliDecompressSync(readFileSync(`${urdu}.br`)).toString()).toBe(BIG);
    expect(gunzipSync(readFileSync(`${urdu}.gz`)).toString()).toBe(BIG);
  });
});
