import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPath } from '../../scripts/test-tools.mjs';
import { freePort, repoRoot, start, waitForHttp, type Started } from '../support/processes';

// The demo's nginx (deploy/nginx.conf.template) served for real with Debian's nginx, over a made-up build:
// each route's own prerendered document in the visit's language (decisions 0960 and 0990), the chosen
// language (the esr-lang cookie) before the browser's, a 404 with the not-found document, English where
// the Urdu build lacks a document.

const dir = mkdtempSync(join(tmpdir(), 'esr-nginx-'));
// nginx's workers drop root (to nobody) and must read the build.
chmodSync(dir, 0o755);
const html = join(dir, 'html');
let nginx: Started | undefined;
let base = '';

/** A build with English documents at the root and Urdu ones in ur/ (the Urdu FAQs are left out). */
function writeBuild(): void {
  mkdirSync(join(html, 'ur'), { recursive: true });
  for (const name of ['index', 'tournaments', 'faqs', '404'])
    writeFileSync(join(html, `${name}.html`), `en ${name}`);
  for (const name of ['index', 'tournaments', '404'])
    writeFileSync(join(html, 'ur', `${name}.html`), `ur ${name}`);
}

beforeAll(async () => {
  writeBuild();
  const port = await freePort();
  // The image's envsubst fills ${API_UPSTREAM}; the API is not needed here.
  const site = readFileSync(join(repoRoot, 'deploy', 'nginx.conf.template'), 'utf8')
    .replaceAll('${API_UPSTREAM}', 'http://127.0.0.1:9')
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
