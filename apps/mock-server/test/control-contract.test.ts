import { loadContract as parseContract } from '@esr/contract/load';
import { describe, expect, it } from 'vitest';
import { CONTROL_CONTRACT } from '../src/contract/operations';
import { controlHandlers } from '../src/routes/control/handlers';
import { SEED_NAMES } from '../src/store/seed/read-seed';
import { json, server } from './harness';

// The control API is bound to openapi/control.yaml by the product API's binder: its requests are
// checked against the contract's schemas (and their bounds), and so are its answers.

describe('the control API follows openapi/control.yaml', () => {
  it('offers exactly the seeds the server has', () => {
    const schemas = (
      parseContract(CONTROL_CONTRACT).components as { schemas: Record<string, { enum?: string[] }> }
    ).schemas;
    expect(schemas.SeedName?.enum).toEqual([...SEED_NAMES]);
  });

  it('refuses a field, a parameter or a value the contract does not describe, naming it', async () => {
    const { control, app } = await server();
    const cases: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        control('PUT', '/faults', { operationId: 'listVideos', status: 500, extra: 1 }),
        "body must NOT have additional property 'extra'",
      ],
      [
        control('PUT', '/faults', { operationId: 'listVideos', delayMs: 60_001 }),
        'body/delayMs must be <= 60000',
      ],
      [control('POST', '/reset', { seed: 'nope' }), 'body/seed must be one of "default", "empty"'],
      [
        control('POST', '/subscribers', { msisdn: '923001112222', status: 'paused' }),
        'body/status must be one of "trial", "active", "unsubscribed"',
      ],
      [
        app.inject({ method: 'DELETE', url: '/__mock/faults?nope=1' }),
        "querystring must NOT have additional property 'nope'",
      ],
    ];
    for (const [call, message] of cases) {
      const response = await call;
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ success: false, message });
    }
  });

  it('says which properties a call needs one of', async () => {
    const { control } = await server();
    expect(json(await control('POST', '/clock', {})).message).toBe(
      "body must have one of the properties 'now', 'advanceDays'",
    );
    expect(json(await control('PUT', '/faults', { operationId: 'listVideos' })).message).toBe(
      "body must have one of the properties 'deviation', 'status', 'noSuccess', 'delayMs'",
    );
    expect(
      json(await control('PUT', '/faults', { operationId: 'listVideos', status: 500, bare: true })).message,
    ).toBe('body must have property noSuccess when property bare is present');
  });

  it('turns an off-contract control answer into a 500', async () => {
    const { control } = await server();
    const original = controlHandlers.listSeeds;
    controlHandlers.listSeeds = () => ({ seeds: ['nope'], current: 'nope' }) as never;
    try {
      const response = await control('GET', '/seeds');
      expect(response.statusCode).toBe(500);
      expect(json(response).message).toBe('Off-contract response from listSeeds (200)');
    } finally {
      controlHandlers.listSeeds = original;
    }
  });
});
