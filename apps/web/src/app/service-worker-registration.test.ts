import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, QUIET_MS, REGISTER_LIMIT_MS } from './service-worker-registration';

// The worker's first install downloads the whole build: it waits for the first screen (decision 1010).

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read that answers when `answer` is called. */
function pendingRead(client: QueryClient, key: string) {
  let answer = () => undefined as void;
  void client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
  });
  return () => answer();
}

describe('afterFirstScreen', () => {
  it('waits while the first screen reads, then for a quiet moment', async () => {
    const client = new QueryClient();
    const then = vi.fn();
    const answerStreak = pendingRead(client, 'streak');
    afterFirstScreen(client, then);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(then).not.toHaveBeenCalled();
    answerStreak();
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    // A read that starts in the quiet moment (the page's, after the session's) restarts the wait.
    const answerRows = pendingRead(client, 'rows');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(then).not.toHaveBeenCalled();
    answerRows();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes ahead at the limit when the reads never settle', async () => {
    const client = new QueryClient();
    const then = vi.fn();
    pendingRead(client, 'never');
    afterFirstScreen(client, then);
    await vi.advanceTimersByTimeAsync(REGISTER_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REGISTER_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
