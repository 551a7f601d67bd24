// Prints the gzipped size of the Aim Train payload (every file the loader path fetches) against
// its budget, and exits 1 above it. Builds dist/ first when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
// What a browser downloads to play: react-unity-webgl injects the loader, the loader fetches the
// data file. The framework and code placeholders are never fetched but are counted to be safe.
const files = ['aim-train.loader.js', 'aim-train.data.json', 'aim-train.framework.js', 'aim-train.code.js'];

if (!files.every((f) => existsSync(join(dist, f)))) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
for (const file of files) {
  const raw = readFileSync(join(dist, file));
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  console.log(`${file.padEnd(26)} ${kb(raw.length).padStart(9)} raw ${kb(gz).padStart(9)} gzip`);
}
const ok = total <= BUDGET_BYTES;
console.log(`aim-train payload: ${kb(total)} gzip, budget ${kb(BUDGET_BYTES)} ${ok ? 'OK' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
