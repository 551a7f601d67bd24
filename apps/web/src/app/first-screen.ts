import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { getVideosQueryOptions } from '@/features/home/api/list-videos';
import { loginQuery } from '@/lib/auth';
import { getEslGamesQueryOptions } from '@/lib/queries/check-esl-games';
import { getActiveStreakQueryOptions } from '@/lib/queries/get-active-streak';
import { getProfileQueryOptions } from '@/lib/queries/get-profile';
import { getChallengeGamesQueryOptions } from '@/lib/queries/list-challenge-games';
import { getTournamentsQueryOptions } from '@/lib/queries/list-tournaments';
import { getVideoGamesQueryOptions } from '@/lib/queries/list-video-games';
import { readSession } from '@/lib/session';
import { loginAtStart, readLaunchParams } from '@/lib/session-launch';
import { firstScreenReads } from './first-reads';

// The first screen's login and reads as queries, started as soon as the app has hydrated (decision 1010),
// not one render after another (the session read, then the login's answer, then the reads): their answers
// are the bootstrap's, already in, so the render after hydration has the session, the rows and the
// check-in's streak. Not before hydration ends: a prerendered row must hydrate as the build rendered it.

/** Every read a first screen may start (src/app/first-reads.ts lists which), by its key. */
const READS = [
  getActiveStreakQueryOptions,
  getProfileQueryOptions,
  getEslGamesQueryOptions,
  getChallengeGamesQueryOptions,
  getTournamentsQueryOptions,
  getVideoGamesQueryOptions,
  getVideosQueryOptions,
];

const keyText = (key: readonly unknown[]) => JSON.stringify(key);

/**
 * Starts the visit's login (spec section 4) in `queryClient`; answers its token, or the session's, or null.
 * Safe while parts of the page still hydrate: nothing the build rendered reads the session or the login's
 * answer until the render after hydration (lib/hydration.tsx, lib/auth.tsx), so the token can be there
 * before it, and that render finds the session logged in (decision 1080).
 */
function startLogin(queryClient: QueryClient, { search }: { search: string }): Promise<string | null> {
  const login = loginAtStart(readLaunchParams(search), readSession);
  // A failed login is the session's to handle (lib/auth.tsx: the landing page): nothing to read then.
  return login
    ? queryClient.fetchQuery(loginQuery(login.msisdn, login.referrer)).catch(() => null)
    : Promise.resolve(readSession('accessToken'));
}

/**
 * The check-in's read (the streak), once `token` is in: it may enter the cache before the page has
 * hydrated, as no part the build rendered shows it (only the check-in's popups and the guarded /tasks
 * read it). The daily flow then opens the check-in as soon as hydration has committed (decision 1080).
 */
async function startCheckinRead(queryClient: QueryClient, token: Promise<string | null>): Promise<void> {
  if (await token) void queryClient.prefetchQuery(getActiveStreakQueryOptions() as FetchQueryOptions);
}

const visits = new WeakMap<QueryClient, Promise<string | null>>();

/**
 * The visit's login and the check-in's read, started once per client, by whoever comes first: the app's
 * start before it hydrates (src/app/start.tsx), else the hydration's commit (src/app/provider.tsx). Answers
 * the login's token. Before hydration is safe for both (startLogin, startCheckinRead), and it puts the
 * streak in the cache by the time the page answers taps, so the check-in opens in that commit
 * (decision 1080, round 4).
 */
export function startVisit(queryClient: QueryClient, location: { search: string }): Promise<string | null> {
  let login = visits.get(queryClient);
  if (!login) {
    login = startLogin(queryClient, location);
    visits.set(queryClient, login);
    void startCheckinRead(queryClient, login);
  }
  return login;
}

/** The first screen's reads, once `token` (the login's) is in. Only once the page has hydrated. */
export async function startFirstReads(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  token: Promise<string | null>,
): Promise<void> {
  if (!(await token)) return;
  for (const options of firstScreenQueries(pathname, search)) void queryClient.prefetchQuery(options);
}

/** The query options of the first screen's reads at `pathname` (src/app/first-reads.ts). */
export function firstScreenQueries(pathname: string, search: string): FetchQueryOptions[] {
  const byKey = new Map(READS.map((read) => [keyText(read().queryKey), read] as const));
  return firstScreenReads(pathname, readLaunchParams(search)).map((key) => {
    const read = byKey.get(keyText(key));
    if (!read) throw new Error(`no query options for the first screen's read ${keyText(key)}`);
    return read() as FetchQueryOptions;
  });
}
