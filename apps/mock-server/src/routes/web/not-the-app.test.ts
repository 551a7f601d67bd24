import { NOT_THE_APP } from '@esr/domain';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/harness';

// The web app (its service worker, its prerender) and this server share one rule for the addresses that
// are the server's own (NOT_THE_APP, @esr/domain). Here: every address the server answers itself is one,
// so neither app can take a route of the server for a page of the web app.

const build = mkdtempSync(join(tmpdir(), 'esr-web-build-'));
writeFileSync(join(build, 'index.html'), '<!doctype html><title>Home</title>');
writeFileSync(join(build, '404.html'), '<!doctype html><title>Not found</title>');
afterAll(() => rmSync(build, { recursive: true, force: true }));

/** Every GET route's path (what a navigation reaches), read from Fastify's route tree (a node a line). */
function routePaths(tree: string): string[] {
  const segments: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    segments.length = node[1]!.length / 4;
    segments.push(node[2] === '(empty root node)' ? '' : node[2]!);
    if (node[3]?.includes('GET')) paths.push(segments.join(''));
  }
  return paths;
}

describe("the server's own addresses", () => {
  it('are all NOT_THE_APP, but Home', async () => {
    // Without a web build the server serves no file of the app: every route left is its own.
    const { app } = await server({ webDistDir: join(build, 'none') });
    await app.ready();
    const paths = routePaths(app.printRoutes());
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/healthz',
        '/docs',
        '/stand-ins/landing',
        '/media/seed/*',
        '/api/leaderboard',
      ]),
    );
    expect(paths.filter((path) => path !== '/' && !NOT_THE_APP.test(path))).toEqual([]);
  });

  it("answer a browser's navigation themselves, never with a document of the app", async () => {
    const { app } = await server({ webDistDir: build });
    for (const url of ['/api/v1/no-such-call', '/__mock/nothing', '/media/none.png', '/stand-ins/none?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
    const page = await app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(page.body).toContain('Not found');
  });
});
