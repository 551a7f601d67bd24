#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then serves the product on one
// port (PORT, default 8080): the web app, the API under /api, the stand-ins and the API docs.
// `--no-build` skips the build step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => console.log(`[start] ${message}`);

/** The newest modification time under the given paths (files or folders), skipping build output. */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(join(path, name));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

const builds = [
  {
    name: 'the Aim Train game',
    workspace: 'packages/aim-train',
    output: 'packages/aim-train/dist/aim-train.loader.js',
    sources: ['packages/aim-train'],
  },
  {
    name: 'the web app',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web', 'packages/sdk/src', 'packages/domain/src', 'packages/aim-train/src'],
  },
  {
    name: 'the server',
    workspace: 'apps/mock-server',
    output: 'apps/mock-server/dist/server.js',
    sources: ['apps/mock-server/src', 'packages/contract/src', 'packages/sdk/src', 'packages/domain/src'],
  },
];

if (!process.argv.includes('--no-build')) {
  for (const build of builds) {
    const output = join(root, build.output);
    const stale = !existsSync(output) || statSync(output).mtimeMs < newest(build.sources);
    if (!stale) {
      say(`${build.name} is up to date`);
      continue;
    }
    say(`building ${build.name} (npm run build -w ${build.workspace})`);
    // Always a production build: a NODE_ENV inherited from the caller (vitest sets 'test') would make Vite
    // build the development variant (React's dev build, the scenario switcher).
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`[start] building ${build.name} failed (exit ${result.status}); nothing was started.`);
      process.exit(1);
    }
  }
}

const server = join(root, 'apps/mock-server/dist/server.js');
if (!existsSync(server)) {
  console.error('[start] the server is not built (apps/mock-server/dist/server.js); run without --no-build.');
  process.exit(1);
}
const port = process.env.PORT ?? '8080';
/**
 * `npm start` is the product to try and test: mock mode (the control API, the stand-ins) unless the
 * caller chose. NODE_ENV=production without MOCK_MODE asks for a deployment: production mode, said in
 * one line (issue 26: it used to start the mock, whose control API mints credits, on every interface).
 */
function chosenMockMode(env) {
  if (env.MOCK_MODE) return env.MOCK_MODE;
  if (env.NODE_ENV === 'production') {
    say(
      'NODE_ENV=production and no MOCK_MODE: starting in production mode (no control API, no stand-ins); MOCK_MODE=1 starts the mock',
    );
    return '0';
  }
  return '1';
}
const mockMode = chosenMockMode(process.env);
say(`serving on http://localhost:${port} (web app at /, API at /api, docs at /docs; MOCK_MODE=${mockMode})`);
const child = spawn(process.execPath, [server], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, MOCK_MODE: mockMode },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
