import { describe, expect, it } from 'vitest';
import { ApiError, businessMessage, expectSuccess, failureBody, serverMessage } from './api-error';

const ok = new Response(null, { status: 200 });
const messages = { failed: 'Failed to load weekly tournaments', unsuccessful: 'Failed to fetch tournaments' };

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('expectSuccess', () => {
  it('answers the data of a successful call', async () => {
    await expect(
      expectSuccess(Promise.resolve({ data: { success: true }, response: ok }), messages),
    ).resolves.toEqual({
      success: true,
    });
  });

  it('a 200 without success: the server errors text first', async () => {
    const error = await failure(
      expectSuccess(Promise.resolve({ data: { success: false, errors: 'Paused' }, response: ok }), messages),
    );
    expect([error.message, error.kind]).toEqual(['Paused', 'unsuccessful']);
  });

  it('a 200 without success and without errors: the fallback', async () => {
    const error = await failure(
      expectSuccess(Promise.resolve({ data: { success: false }, response: ok }), messages),
    );
    expect(error.message).toBe('Failed to fetch tournaments');
  });

  it('an error status: the failure message', async () => {
    const response = new Response(null, { status: 500 });
    const error = await failure(
      expectSuccess(Promise.resolve({ error: { success: false, message: 'x' }, response }), messages),
    );
    expect([error.message, error.kind, error.status]).toEqual([
      'Failed to load weekly tournaments',
      'http',
      500,
    ]);
  });

  it('a call that throws: the failure message, kind network', async () => {
    const error = await failure(expectSuccess(Promise.reject(new TypeError('fetch failed')), messages));
    expect([error.message, error.kind]).toEqual(['Failed to load weekly tournaments', 'network']);
  });
});

describe('expectSuccess with the per-kind texts', () => {
  const byKind = {
    failed: 'Failed to check in to the tournament',
    network: 'Failed to register for the tournament',
    serverText: false,
  };

  it('a call that throws: the network text', async () => {
    const error = await failure(expectSuccess(Promise.reject(new TypeError('fetch failed')), byKind));
    expect([error.message, error.kind]).toEqual(['Failed to register for the tournament', 'network']);
  });

  it("a 200 without success: the call's own text, not the server's, when serverText is false", async () => {
    const error = await failure(
      expectSuccess(Promise.resolve({ data: { success: false, errors: 'Paused' }, response: ok }), byKind),
    );
    expect([error.message, error.kind]).toEqual(['Failed to check in to the tournament', 'unsuccessful']);
  });
});

describe('serverMessage', () => {
  const answered = (status: number, error: unknown) =>
    failure(expectSuccess(Promise.resolve({ error, response: new Response(null, { status }) }), messages));

  it("reads a refusal's message, and nothing else's", async () => {
    const refused = await answered(409, { success: false, message: 'Not enough credits.' });
    expect(serverMessage(refused)).toBe('Not enough credits.');
    expect(serverMessage(await answered(409, { message: ' ' }))).toBeNull();
    expect(serverMessage(new ApiError('x', 'network'))).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });

  it("never passes a 5xx's technical text on: the screen shows the spec's message instead", async () => {
    for (const status of [500, 502, 503]) {
      expect(serverMessage(await answered(status, { message: 'Internal server error' }))).toBeNull();
    }
  });
});

describe('businessMessage', () => {
  it('reads the first of the fields asked for, in the body or its data (redeem: details, then message)', async () => {
    const redeem = await failure(
      expectSuccess(
        Promise.resolve({
          error: { success: false, message: 'Refused', data: { details: 'Not enough credits' } },
          response: new Response(null, { status: 409 }),
        }),
        messages,
      ),
    );
    expect(businessMessage(redeem, ['details', 'message'])).toBe('Not enough credits');
    expect(businessMessage(redeem, ['errors'])).toBeNull();
  });
  it('reads the message of a 200 without success too (the spec shapes of redeem and the profile)', async () => {
    const refused = await failure(
      expectSuccess(
        Promise.resolve({ data: { success: false, message: 'Username is taken' }, response: ok }),
        messages,
      ),
    );
    expect(refused.kind).toBe('unsuccessful');
    expect(serverMessage(refused)).toBe('Username is taken');
    expect(failureBody(refused)).toEqual({ success: false, message: 'Username is taken' });
  });
});
