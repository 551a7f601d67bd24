import { cleanup } from '@testing-library/react';

// How many tests have ended, and the calls still on the wire. An app outlives its test
// for a moment: unmounting /aim-train sends esl-games/exit, and a 401 there (the session storage already
// cleared) made the SDK refresh the token in the ended test's world and store it over the next test's.
let testsEnded = 0;
const callsOnTheWire = new Set<Promise<unknown>>();

/** `fetch`, until the test that rendered the app ends: then every call of the app is refused. */
export function endsWithTheTest(fetchFn: typeof fetch): typeof fetch {
  const endedBefore = testsEnded;
  const open = () => testsEnded === endedBefore;
  const ended = () => new Error('The test that rendered this app has ended: its call is not sent.');
  return async (input, init) => {
    if (!open()) throw ended();
    const call = fetchFn(input, init);
    callsOnTheWire.add(call);
    try {
      const response = await call;
      if (open()) return response;
      await response.body?.cancel();
      throw ended();
    } finally {
      callsOnTheWire.delete(call);
    }
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Ends the apps the test rendered (setup-tests.ts, after each test, before the session storage is cleared):
 * unmounts them, lets the calls they make on the way out go, waits for every call on the wire, and
 * refuses any later call, so nothing of an ended test reaches the next one's server world or storage.
 */
export async function endRenderedApps(): Promise<void> {
  cleanup();
  await nextTask();
  testsEnded += 1;
  while (callsOnTheWire.size > 0) await Promise.allSettled([...callsOnTheWire]);
  await nextTask();
}
