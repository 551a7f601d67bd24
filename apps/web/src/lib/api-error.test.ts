import { describe, expect, it } from 'vitest';
import { ApiError, expectSuccess } from './api-error';

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
