import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { isRetryable, logSilentFailure } from './query';

afterEach(() => vi.restoreAllMocks());

describe('logSilentFailure', () => {
  it("logs the token error behind a call that got no answer ('No token received from refresh endpoint')", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new Error('No token received from refresh endpoint');
    logSilentFailure(new ApiError('messages.failedToLoadGames', 'network', undefined, { cause }));
    logSilentFailure(new Error('No access token received'));
    expect(warn.mock.calls).toEqual([
      ['[api] No token received from refresh endpoint'],
      ['[api] No access token received'],
    ]);
  });

  it('logs the root cause when a screen relabelled the failure (an ApiError inside an ApiError)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = new Error('No token received from refresh endpoint');
    const inner = new ApiError('messages.failedToFetchLeaderboard', 'network', undefined, { cause: root });
    logSilentFailure(
      new ApiError('messages.failedToLoadLeaderboard', 'network', undefined, { cause: inner }),
    );
    const refused = new ApiError('messages.failedToFetchLeaderboard', 'http', 500);
    logSilentFailure(new ApiError('messages.failedToFetchLeaderboard', 'http', 500, { cause: refused }));
    expect(warn.mock.calls).toEqual([['[api] No token received from refresh endpoint']]);
  });

  it('stays quiet about answers the screen already explains', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logSilentFailure(new ApiError('messages.failedToLoadGames', 'http', 500));
    logSilentFailure(new ApiError('messages.failedToLoadGames', 'unsuccessful', 200));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('isRetryable', () => {
  it('retries what may pass on a second try: no answer or a 5xx, never a 4xx or an unsuccessful 200', () => {
    expect(isRetryable(new ApiError('messages.genericError', 'network'))).toBe(true);
    expect(isRetryable(new ApiError('messages.genericError', 'http', 503))).toBe(true);
    expect(isRetryable(new ApiError('messages.genericError', 'http', 404))).toBe(false);
    expect(isRetryable(new ApiError('messages.genericError', 'unsuccessful', 200))).toBe(false);
  });
});
