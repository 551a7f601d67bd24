import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, start, startOnFreePort, type Started } from './processes';

const MOCK_SERVER_DIR = join(repoRoot, 'apps', 'mock-server');

/**
 * TOKEN_RATE_LIMIT for a server that tests share: every test logs in, all from one address, far past the
 * 120 token requests a minute a phone may make. The limit itself is checked by the mock server's own tests.
 */
export const TEST_TOKEN_RATE_LIMIT = '100000';

export interface MockServerOptions {
  /** Which build of the server runs: its source (default) or e.g. apps/mock-server/dist/server.js. */
  entry?: string;
  /** The folder name's start for its data, e.g. 'esr-web-tests-'. */
  name: string;
  /**
   * Its environment besides the port, host, data folder, mock mode and the token limit of a shared server
   * (TEST_TOKEN_RATE_LIMIT; a test of the limit sets its own): a JWT_SECRET, limits...
   */
  env?: NodeJS.ProcessEnv;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  output: () => string;
  /** Ends the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The lines of a server's output that say something went wrong: its log's errors and worse (pino's level 50
 * and up: a failed request, an answer outside the contract) and whatever is not a log line (a crash's
 * stack). Its warnings are about its set-up (a test run has no web build to serve), not about the run. A
 * shared server that goes as it should has none.
 */
export function serverProblems(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (!line.trim()) return false;
    try {
      const level = (JSON.parse(line) as { level?: unknown } | null)?.level;
      return typeof level !== 'number' || level >= 50;
    } catch {
      return true;
    }
  });
}

/**
 * The real mock server, in mock mode, on a free port of 127.0.0.1 with its data in a temporary folder;
 * resolves once /healthz answers. Test runs start it once (a vitest globalSetup) and give each test a
 * world of its own with the x-mock-session header.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const entry = options.entry ?? join(MOCK_SERVER_DIR, 'src', 'server.ts');
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const dataDir = await mkdtemp(join(tmpdir(), options.name));
  const launch = (port: number) =>
    start(
      process.execPath,
      args,
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        MOCK_MODE: '1',
        LOG_LEVEL: 'warn',
        TOKEN_RATE_LIMIT: TEST_TOKEN_RATE_LIMIT,
        ...options.env,
      },
      MOCK_SERVER_DIR,
    );
  let server: Started;
  let url: string;
  try {
    ({ started: server, base: url } = await startOnFreePort(launch, '/healthz', 60_000));
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    // For a failure that points at the server (stop 49: every new connection closed unanswered).
    const problems = serverProblems(server.output());
    if (problems.length > 0)
      process.stderr.write(`${options.name}: the mock server logged:\n${problems.join('\n')}\n`);
  };
  return { url, output: server.output, stop };
}
