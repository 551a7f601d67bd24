import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPath } from '../../scripts/test-tools.mjs';
import { freePort, repoRoot, SEEDED, start, waitForHttp, type Started } from '@esr/test-support';

// The demo's nginx (deploy/nginx.conf.template) served for real with Debian's nginx, over a made-up build:
// each route's own prerendered document in the visit's language (decisions 0960 and 0990), the chosen
// language (the esr-lang cookie) before the browser's, a 404 with the not-found document, English where
// the Urdu build lacks a document. In front of the real API server, as the compose demo runs it
// (production mode, TRUST_PROXY=1), here with IDENTITY_HEADER set: the headers of every answer, and what
// a client may not pass through (issue 26, findings 5 and 6).

const dir = mkdtempSync(join(tmpdir(), 'esr-nginx-'));
// nginx's workers drop root (to nobody) and must read the build.
chmodSync(dir, 0o755);
const html = join(dir, 'html');
let nginx: Started | undefined;
let api: Started | undefined;
let base = '';
let apiBase = '';

/** A build with English documents at the root and Urdu ones in ur/ (the Urdu FAQs are left out). */
function writeBuild(): void {
  mkdirSync(join(html, 'ur'), { recursive: true });
  for (const name of ['index', 'tournaments', 'faqs', 'redeem', 'profile', '404'])
    writeFileSync(join(html, `${name}.html`), `en ${name}`);
  for (const name of ['index', 'tournaments', '404'])
    writeFileSync(join(html, 'ur', `${name}.html`), `ur ${name}`);
  mkdirSync(join(html, 'assets'));
  writeFileSync(join(html, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(html, 'sw.js'), 'self.skipWaiting()');
}

/** The API server as the compose file runs it (its source, through tsx), behind nginx. */
async function startApi(): Promise<void> {
  const port = await freePort();
  apiBase = `http://127.0.0.1:${port}`;
  api = start(process.execPath, ['--import', 'tsx', 'apps/mock-server/src/server.ts'], {
    MOCK_MODE: '0',
    NODE_ENV: 'production',
    STAND_INS: '1',
    TRUST_PROXY: '1',
    IDENTITY_HEADER: 'x-msisdn',
    JWT_SECRET: 'nginx-test-secret-of-32-bytes-or-more',
    DATA_DIR: join(dir, 'data'),
    HOST: '127.0.0.1',
    PORT: String(port),
  });
  await waitForHttp(`${apiBase}/healthz`, 60_000, api);
}

beforeAll(async () => {
  writeBuild();
  await startApi();
  const port = await freePort();
  // The image's envsubst fills ${API_UPSTREAM}; the image's snippets folder is the test's own.
  const snippet = join(dir, 'esr-security-headers.conf');
  writeFileSync(snippet, readFileSync(join(repoRoot, 'deploy', 'nginx-security-headers.conf'), 'utf8'));
  const site = readFileSync(join(repoRoot, 'deploy', 'nginx.conf.template'), 'utf8')
    .replaceAll('${API_UPSTREAM}', apiBase)
    .replaceAll('/etc/nginx/snippets/esr-security-headers.conf', snippet)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${html};`);
  writeFileSync(join(dir, 'site.conf'), site);
  const logs = join(dir, 'logs');
  mkdirSync(logs);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
error_log ${logs}/error.log;
pid ${logs}/nginx.pid;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${logs}; proxy_temp_path ${logs}; fastcgi_temp_path ${logs};
  uwsgi_temp_path ${logs}; scgi_temp_path ${logs};
  include ${dir}/site.conf;
}
`,
  );
  nginx = start(nginxPath(), ['-p', dir, '-c', join(dir, 'nginx.conf')], {});
  base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, 20_000, nginx);
});

afterAll(async () => {
  await nginx?.stop();
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: await response.text(), vary: response.headers.get('vary') ?? '' };
}

describe('the demo nginx', () => {
  it("answers each route's own document, English for a browser without Urdu", async () => {
    expect(await visit('/')).toMatchObject({ status: 200, body: 'en index' });
    expect(await visit('/tournaments')).toMatchObject({ status: 200, body: 'en tournaments' });
    expect(await visit('/no-such-page')).toMatchObject({ status: 404, body: 'en 404' });
  });

  it('answers Urdu to a browser whose first language is Urdu, with Vary', async () => {
    const urdu = { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' };
    expect(await visit('/', urdu)).toMatchObject({ status: 200, body: 'ur index' });
    const tournaments = await visit('/tournaments', urdu);
    expect(tournaments).toMatchObject({ status: 200, body: 'ur tournaments' });
    expect(tournaments.vary).toMatch(/Cookie, Accept-Language/);
    expect(await visit('/no-such-page', urdu)).toMatchObject({ status: 404, body: 'ur 404' });
    expect(await visit('/tournaments', { 'accept-language': 'en-US,ur;q=0.5' })).toMatchObject({
      body: 'en tournaments',
    });
  });

  it("follows the device's choice (the esr-lang cookie) before the browser's language", async () => {
    expect(await visit('/tournaments', { cookie: 'esr-lang=ur' })).toMatchObject({ body: 'ur tournaments' });
    expect(
      await visit('/tournaments', { cookie: 'theme=dark; esr-lang=en', 'accept-language': 'ur' }),
    ).toMatchObject({ body: 'en tournaments' });
    // Another cookie that merely ends in the name is not the choice.
    expect(await visit('/tournaments', { cookie: 'xesr-lang=ur' })).toMatchObject({ body: 'en tournaments' });
  });

  it('falls back to English where the Urdu build has no document', async () => {
    expect(await visit('/faqs', { cookie: 'esr-lang=ur' })).toMatchObject({ status: 200, body: 'en faqs' });
  });
});

/** Headers that describe one answer rather than guard the site. */
const PER_ANSWER = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'server',
  'transfer-encoding',
]);
const guards = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

describe('the headers of every answer (issue 26, finding 5)', () => {
  it("gives every document and file nginx serves the API server's own page headers, frame protection included", async () => {
    // What the server sends with a page it serves itself (npm start).
    const expected = guards(await fetch(`${apiBase}/`));
    expect(expected).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' });
    const paths = [
      '/',
      '/redeem',
      '/profile',
      '/tournaments',
      '/no-such-page',
      '/assets/index-abc123.js',
      '/sw.js',
      '/x.js.map',
    ];
    for (const path of paths) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-language': 'ur' } });
      expect(guards(response), path).toEqual(expected);
    }
  });

  it("passes the API's answers on with the API's headers, adding none of its own", async () => {
    for (const path of ['/api/v1/tournaments/all', '/stand-ins/landing', '/healthz']) {
      const direct = await fetch(`${apiBase}${path}`);
      const proxied = await fetch(`${base}${path}`);
      expect(proxied.status, path).toBe(direct.status);
      expect(guards(proxied), path).toEqual(guards(direct));
    }
  });
});

describe('what a client may not pass through to the API (issue 26, finding 6)', () => {
  it("clears the identity header a client sends: Sana's number in X-Msisdn gets no token", async () => {
    const response = await fetch(`${base}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-msisdn': SEEDED.withStreak },
      body: JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access_token')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'IDENTITY_MISMATCH' });
  });

  it('subscribes no number on the landing page on the strength of a header the client wrote', async () => {
    const response = await fetch(`${base}/stand-ins/landing`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-msisdn': SEEDED.unsubscribed },
      body: 'number=03009990000',
    });
    expect(response.status).toBe(403);
  });
});
