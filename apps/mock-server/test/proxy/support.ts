import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig, UpstreamConfig } from '../../src/config';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../src/settings';
import { testConfig } from '../test-config';

// Real HTTP on both sides: the proxy and its upstream each listen on a port of their own.

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A mock server (in memory, default seed) listening on a port; closed after the test. */
export async function listeningMock(overrides: Partial<AppConfig> = {}, logLines?: string[]) {
  const app = await buildApp({
    config: testConfig(overrides),
    logger: logLines ? { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } : false,
  });
  closers.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: urlOf(app.server) };
}

/** A mock server in proxy mode in front of `upstream` (a URL, or a recording with replayFile). */
export function proxyTo(
  upstream: Partial<UpstreamConfig>,
  overrides: Partial<AppConfig> = {},
  logLines?: string[],
): Promise<{ app: FastifyInstance; url: string }> {
  const settings: UpstreamConfig = {
    url: '',
    replayFile: '',
    strict: false,
    recordFile: '',
    timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
    ...upstream,
  };
  return listeningMock({ ...overrides, upstream: settings }, logLines);
}

/** What a hand-made upstream received: enough to prove what the proxy forwards. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Handler = (received: Received, response: ServerResponse) => void;

/** A small upstream on node:http whose answers the test writes; it keeps every request it got. */
export async function handMadeUpstream(handler: Handler) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return { url: urlOf(server), received };
}

export function answerJson(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export interface DriftList {
  mode: string;
  upstream: string;
  strict: boolean;
  entries: { operationId: string; direction: string; pointer: string; message: string; status: number }[];
}

/** The proxy's drift list, of the main world or of an `x-mock-session`. */
export async function driftOf(proxyUrl: string, session?: string): Promise<DriftList> {
  const headers: Record<string, string> = session ? { 'x-mock-session': session } : {};
  return (await fetch(`${proxyUrl}/__mock/drift`, { headers })).json() as Promise<DriftList>;
}

/** A subscriber's token from the proxy (jt/gen through it). */
export async function tokenVia(proxyUrl: string, msisdn: string): Promise<string> {
  const response = await fetch(`${proxyUrl}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn, refferer: null }),
  });
  const token = response.headers.get('access_token');
  if (response.status !== 200 || !token) throw new Error(`no token: ${response.status}`);
  return token;
}
