import { join } from 'node:path';
import { repoRoot, start, startOnFreePort, type Started } from '@esr/test-support';

/**
 * A server of its own for a test that serves another web build than the suite's product: the built mock
 * server (`apps/mock-server/dist`, which the global setup's `npm start` built), in mock mode, on a free
 * port, serving the web app from `webDir`, with its data in `dataDir`.
 */
export async function serveWebBuild(
  webDir: string,
  dataDir: string,
): Promise<{ baseUrl: string; server: Started }> {
  const launch = (port: number) =>
    start(process.execPath, [join(repoRoot, 'apps', 'mock-server', 'dist', 'server.js')], {
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret',
      MOCK_MODE: '1',
      WEB_DIST_DIR: webDir,
    });
  const { started: server, base: baseUrl } = await startOnFreePort(launch, '/healthz', 60_000);
  return { baseUrl, server };
}
