import { paths } from '@/config/paths';
import { queryKeys, type AnyApiKey } from '@/lib/query-keys';
import type { LaunchParams } from '@/lib/session-launch';

// The reads a subscriber's first screen makes as soon as the session has its token (spec sections 2 and
// 4): the shell's (the streak for the daily check-in, the profile for the navigation) and the page's. The
// document's bootstrap (src/app/bootstrap.ts) starts them at parse, so they are answered by the time the
// app asks (decision 1010). Every one of them is a read the app makes at start (first-reads.test.tsx), so
// none is sent in vain; a page missing here only loses that head start.

const SHELL_READS: readonly AnyApiKey[] = [queryKeys.activeStreak, queryKeys.profile];

const PAGE_READS: Partial<Record<string, readonly AnyApiKey[]>> = {
  [paths.home.path]: [
    queryKeys.eslGames,
    queryKeys.challengeGames,
    queryKeys.tournaments,
    queryKeys.videoGames,
    queryKeys.videos,
  ],
  [paths.tournaments.path]: [queryKeys.tournaments],
};

/** The page a visit shows first: r=1 goes to /rewards (spec section 4, Login). */
export function firstPagePath(pathname: string, launch: LaunchParams): string {
  return launch.toRewards ? paths.rewards.path : pathname.replace(/\/+$/, '') || '/';
}

/** The reads of a subscriber's first screen at `pathname`, in the order they are sent. */
export function firstScreenReads(pathname: string, launch: LaunchParams): readonly AnyApiKey[] {
  return [...SHELL_READS, ...(PAGE_READS[firstPagePath(pathname, launch)] ?? [])];
}
