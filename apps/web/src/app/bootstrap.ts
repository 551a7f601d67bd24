import { ACCESS_TOKEN_HEADER, SESSION_KEYS, TOKEN_PATH, tokenRequestBody } from '@esr/sdk';
import { env } from '@/config/env';
import { createEarlyCalls, startEarlyCall, type EarlyCalls } from '@/lib/api-early-calls';
import type { SessionName } from '@/lib/session';
import { queryKeys } from '@/lib/query-keys';
import { isLoggedInSession, loginAtStart, readLaunchParams } from '@/lib/session-launch';
import { firstScreenReads } from './first-reads';
import { preloadPageChunks } from './page-preloads';

// The document's inline bootstrap (decision 1010): compiled by the build (vite/bootstrap.ts) and written
// into every prerendered document, allowed by its hash. While the browser parses the page, it starts what
// the app would otherwise start only once its scripts had arrived and run: the login from ?a= (spec section
// 4, Login), then, with the token, the first screen's reads (src/app/first-reads.ts). The app takes their
// answers when it makes the same requests (lib/api-early-calls.ts); everything else (storing the token,
// the landing page after a refused login, a 401's one refresh) stays the app's, as if it had sent them.

/** What the bootstrap reads and calls: the window in a page, stand-ins in tests. */
export interface BootstrapHost {
  location: { href: string; pathname: string; search: string };
  sessionStorage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  /** The page's document, whose chunks are preloaded once the streak read is sent (src/app/page-preloads.ts). */
  document?: Pick<Document, 'querySelector' | 'createElement' | 'head'>;
}

export interface BootstrapOptions {
  /** Runs `task` in a task of its own; at once by default (tests). */
  nextTask?: (task: () => void) => void;
}

export const absoluteApiUrl = (host: Pick<BootstrapHost, 'location'>, path: string) =>
  new URL(env.VITE_API_BASE_URL + path, host.location.href).href;

/**
 * What the document's check-in script (src/app/checkin-bootstrap.ts, decision 1080) waits for, left on the
 * window: a subscriber's token, and the streak's answer.
 */
export interface FirstScreen {
  /** The token of a session the app counts as logged in (an msisdn and a token), else null. */
  subscriber: Promise<string | null>;
  /** The streak's data, read from a copy of its answer (the app takes the answer itself); null without one. */
  streak: Promise<unknown>;
}

export const FIRST_SCREEN_PROPERTY = '__esrFirstScreen';

export const firstScreenOf = (holder: object): FirstScreen | undefined =>
  (holder as { [FIRST_SCREEN_PROPERTY]?: FirstScreen })[FIRST_SCREEN_PROPERTY];

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Starts the visit's calls and answers the map that holds them (left on `host` for the app). Nothing for a
 * visitor; a refused login starts no read.
 */
export function startFirstCalls(
  host: BootstrapHost,
  { nextTask = (task) => task() }: BootstrapOptions = {},
): { calls: EarlyCalls; done: Promise<void>; firstScreen: FirstScreen } {
  const calls = createEarlyCalls(host);
  const read = (name: SessionName) => {
    try {
      return host.sessionStorage.getItem(SESSION_KEYS[name]);
    } catch {
      return null;
    }
  };
  const launch = readLaunchParams(host.location.search);
  const login = loginAtStart(launch, read);
  const token: Promise<string | null> = login
    ? startEarlyCall(calls, host.fetch, {
        method: 'POST',
        url: absoluteApiUrl(host, TOKEN_PATH),
        authorization: null,
        body: JSON.stringify(tokenRequestBody(login.msisdn, login.referrer)),
      }).then((response) => (response.ok ? response.headers.get(ACCESS_TOKEN_HEADER) : null))
    : Promise.resolve(read('accessToken'));
  let answerStreak: (data: unknown) => void = () => undefined;
  const firstScreen: FirstScreen = {
    subscriber: token.then(
      (accessToken) => (login || isLoggedInSession(read) ? accessToken : null),
      () => null,
    ),
    streak: new Promise((resolve) => (answerStreak = resolve)),
  };
  (host as { [FIRST_SCREEN_PROPERTY]?: FirstScreen })[FIRST_SCREEN_PROPERTY] = firstScreen;
  // The page's chunks take connections only once the check-in's read has one (a visitor's: at once).
  const preloadChunks = () => {
    if (host.document) preloadPageChunks(host.document);
  };
  // Each read in a task of its own: a phone's main thread takes a few milliseconds per fetch(), and the
  // page is still parsing and painting (decision 1010: no long task of the bootstrap's).
  const done = token.then(
    (accessToken) =>
      new Promise<void>((resolve) => {
        if (!accessToken) return resolve();
        const reads = [...firstScreenReads(host.location.pathname, launch)];
        const sendNext = () => {
          // Once the app sends calls of its own, the reads left are its to send.
          const read = calls.appSending ? undefined : reads.shift();
          if (!read) return resolve();
          const [method, path, init] = read;
          const answer = startEarlyCall(calls, host.fetch, {
            method: method.toUpperCase(),
            url: absoluteApiUrl(host, path),
            authorization: `Bearer ${accessToken}`,
            body: init === undefined ? null : JSON.stringify(init.body),
          });
          // A copy, made as the answer arrives, before the app can have read the body.
          if (sameKey(read, queryKeys.activeStreak)) {
            answerStreak(
              answer.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null),
            );
            preloadChunks();
          }
          nextTask(sendNext);
        };
        sendNext();
      }),
    () => undefined,
  );
  void done.then(() => {
    answerStreak(null);
    preloadChunks();
  });
  return { calls, done, firstScreen };
}
