import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { testConfig } from './test-config';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A fresh in-memory server (default seed), closed after each test. */
export async function server(overrides: Partial<AppConfig> = {}) {
  const app = await buildApp({ config: testConfig(overrides) });
  apps.push(app);

  async function token(msisdn: string, refferer: string | null = null): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      payload: { msisdn, refferer },
    });
    const value = response.headers['access_token'];
    if (response.statusCode !== 200 || typeof value !== 'string') {
      throw new Error(`no token for ${msisdn}: ${response.statusCode} ${response.body}`);
    }
    return value;
  }

  /** Calls the API as `msisdn` (a JSON body, or none); `refferer` 'gamenow' for a partner user's token. */
  async function as(
    msisdn: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    refferer: string | null = null,
  ) {
    const auth = await token(msisdn, refferer);
    return app.inject({
      method,
      url: `/api${path}`,
      headers: { authorization: `Bearer ${auth}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  const control = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/__mock${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const balance = (msisdn: string) => app.sessions.main.store.balance(msisdn);
  const ledgerSum = (msisdn: string) => app.sessions.main.store.ledgerSum(msisdn);
  /** Moves the main world's clock on by `ms` (an Aim Train level's play time, say). */
  const elapse = (ms: number) => app.sessions.main.store.advanceClock(ms);

  return { app, token, as, control, balance, ledgerSum, elapse };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as T;

/** A real 1x1 PNG and a real 1x1 JPEG, for upload tests (the server reads their headers). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A multipart body with one file and text fields. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----esr-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
