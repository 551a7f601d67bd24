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

/** Starts the visit's login (spec section 4) and then its first screen's reads, in `queryClient`. */
export async function startFirstScreen(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const login = loginAtStart(readLaunchParams(search), readSession);
  // A failed login is the session's to handle (lib/auth.tsx: the landing page): nothing to read then.
  const token = login
    ? await queryClient.fetchQuery(loginQuery(login.msisdn, login.referrer)).catch(() => null)
    : readSession('accessToken');
  if (!token) return;
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
