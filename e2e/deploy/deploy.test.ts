import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, run, start, waitForHttp, type Started } from '@esr/test-support';
import { readDockerfile } from './dockerfile';

describe('docker-compose.yml', () => {
  it('validates offline with docker-compose', async () => {
    await expect(
      run('docker-compose', ['config', '-q'], { JWT_SECRET: 'compose-test' }),
    ).resolves.toBeDefined();
  });

  it('runs the web app and the API with data in a volume, healthchecks and mock mode off', async () => {
    const config = await run('docker-compose', ['config'], { JWT_SECRET: 'compose-test' });
    expect(config).toMatch(/^ {2}api:/m);
    expect(config).toMatch(/^ {2}web:/m);
    expect(config).toMatch(/api-data:\/data/);
    expect(config.match(/healthcheck:/g)).toHaveLength(2);
    expect(config).toMatch(/MOCK_MODE: '0'/);
    expect(config).toMatch(/JWT_SECRET: compose-test/);
  });

  it('sets the production settings the demo needs: the stand-ins, one trusted proxy (nginx)', async () => {
    const config = await run('docker-compose', ['config'], { IDENTITY_HEADER: 'x-msisdn' });
    expect(config).toMatch(/STAND_INS: '1'/);
    expect(config).toMatch(/TRUST_PROXY: '1'/);
    // No gateway in the demo: no identity header a client could fake through nginx (issue 26).
    expect(config).not.toMatch(/IDENTITY_HEADER/);
    // Unset, the API makes up its own secret (and says so): `docker compose up` needs no settings.
    expect(config).toMatch(/JWT_SECRET: ''/);
  });
});

describe('the API image, outside Docker', () => {
  const dockerfile = readDockerfile('deploy/server.Dockerfile');
  let server: Started;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    expect(dockerfile.buildCommands).toEqual([['npm', 'run', 'build:server']]);
    for (const [command, ...args] of dockerfile.buildCommands) await run(command!, args);
    dataDir = mkdtempSync(join(tmpdir(), 'esr-deploy-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const [command, ...args] = dockerfile.cmd;
    server = start(command!, args, {
      ...dockerfile.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'deploy-test-secret-of-32-bytes-or-more',
    });
    await waitForHttp(`${base}/healthz`, 30_000, server);
  });

  it('refuses to start with a JWT_SECRET under 32 bytes or the development one', async () => {
    const [command, ...args] = dockerfile.cmd;
    for (const JWT_SECRET of ['short', 'dev-only-secret-change-me']) {
      const started = start(command!, args, { ...dockerfile.env, PORT: '0', DATA_DIR: dataDir, JWT_SECRET });
      const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
      expect(code, JWT_SECRET).toBe(1);
      expect(started.output()).toMatch(/mock server not started: JWT_SECRET/);
    }
  });

  it('`NODE_ENV=production npm start` without MOCK_MODE starts production mode, and says so in one line', async () => {
    const port = await freePort();
    const started = start(process.execPath, ['scripts/start.mjs', '--no-build'], {
      NODE_ENV: 'production',
      MOCK_MODE: undefined,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'esr-start-')),
      JWT_SECRET: 'deploy-test-secret-of-32-bytes-or-more',
    });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 30_000, started);
      expect((await fetch(`http://127.0.0.1:${port}/__mock/clock`)).status).toBe(404);
      const said = started
        .output()
        .split('\n')
        .filter((line) => line.includes('NODE_ENV=production'));
      expect(said).toEqual([
        '[start] NODE_ENV=production and no MOCK_MODE: starting in production mode (no control API, no stand-ins); MOCK_MODE=1 starts the mock',
      ]);
    } finally {
      await started.stop();
    }
  });

  it('mounts no stand-ins unless STAND_INS is on', async () => {
    expect((await fetch(`${base}/stand-ins/landing`)).status).toBe(404);
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is healthy and seeds its data directory on first start', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(readdirSync(dataDir).some((file) => /\.(db|sqlite3?)$/.test(file))).toBe(true);
  });

  it('keeps the mock control API closed when mock mode is off', async () => {
    const response = await fetch(`${base}/__mock/seeds`);
    expect(response.status).toBe(404);
  });

  it('answers the contract: a token for no number is a 400 naming the field', async () => {
    const response = await fetch(`${base}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: 'nope', refferer: null }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/msisdn/);
  });

  it('adds security headers', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the web image, outside Docker', () => {
  const dockerfile = readDockerfile('deploy/web.Dockerfile');

  it('builds the web app with the command the Dockerfile runs', async () => {
    expect(dockerfile.buildCommands).toEqual([['npm', 'run', 'build:web']]);
    for (const [command, ...args] of dockerfile.buildCommands) {
      // As in the image (no NODE_ENV): not vitest's NODE_ENV=test, which would make Vite build the
      // development variant, and leave it in apps/web/dist for the browser tests' `npm start`.
      await run(command!, args, { VITE_API_BASE_URL: '/api', NODE_ENV: 'production' });
    }
    const index = readFileSync(join(repoRoot, 'apps/web/dist/index.html'), 'utf8');
    // The built entry, named in the document so the browser fetches it as it parses (decision 1010).
    expect(index).toMatch(/<script type="module" crossorigin="" src="\/assets\/index-[^"]+\.js">/);
    // No source maps to serve: the build makes none (and nginx and the server refuse *.map anyway).
    const assets = readdirSync(join(repoRoot, 'apps/web/dist/assets'));
    expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
  });

  it('proxies the API, media, stand-ins and docs to the API container', () => {
    const nginx = readFileSync(join(repoRoot, 'deploy/nginx.conf.template'), 'utf8');
    expect(nginx).toMatch(/location ~ \^\/\(api\|media\|stand-ins\|docs\|openapi\|healthz\)/);
    // Each route's own prerendered document, the not-found document with its 404 (decision 0960).
    // In the visit's language: Urdu's documents are in ur/ (decision 0990; nginx.test.ts serves it).
    expect(nginx).toMatch(/location = \/ \{[^}]*try_files \$esr_documents\/index\.html \/index\.html =404;/);
    expect(nginx).toMatch(/try_files \$uri \$esr_documents\$uri\.html \$uri\.html =404;/);
    expect(nginx).toMatch(/error_page 404 \/404\.html;/);
    expect(nginx).toMatch(/location ~ \\\.map\$ \{[^}]*return 404;/);
    // The API sees each client's address (TRUST_PROXY=1 in docker-compose.yml).
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    // The security headers every location nginx answers itself includes: the image puts them there.
    const web = readFileSync(join(repoRoot, 'deploy/web.Dockerfile'), 'utf8');
    const snippet = /include (\S+);/.exec(nginx)?.[1];
    expect(snippet).toBe('/etc/nginx/snippets/esr-security-headers.conf');
    expect(web).toContain(`COPY deploy/nginx-security-headers.conf ${snippet}`);
  });
});
