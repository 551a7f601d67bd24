import type { paths } from '@esr/sdk';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ClientPathsWithMethod, MaybeOptionalInit } from 'openapi-fetch';
import type { api } from '@/lib/api';

// Every query key of the app, in one place. A read's key names its call: [method, path] or
// [method, path, { body }] (the shape openapi-react-query gives its keys, without the library: decision
// 1010), and lib/api-query.ts makes the call from the key itself, so a key and its call cannot drift apart.
// Mutations invalidate through these keys. No runtime import: the document's inline bootstrap
// (src/app/bootstrap.ts) starts the first screen's reads from these keys too.

/** The methods reads use: GET, and POST for the contract's read-only POSTs. */
export type ReadMethod = 'get' | 'post';
export type ReadPath<M extends ReadMethod> = ClientPathsWithMethod<typeof api, M>;
export type ReadBody<M extends ReadMethod, P extends ReadPath<M>> =
  NonNullable<MaybeOptionalInit<paths[P], M>> extends { body?: infer B } ? B : never;

export type ApiKey<M extends ReadMethod, P extends ReadPath<M>> =
  readonly [M, P] | readonly [M, P, { body: ReadBody<M, P> }];

/** A read's key; without a body it is also the prefix of every key of that path (for invalidation). */
export function apiKey<M extends ReadMethod, P extends ReadPath<M>>(
  method: M,
  path: P,
  body?: ReadBody<M, P>,
): ApiKey<M, P> {
  return body === undefined ? [method, path] : [method, path, { body }];
}

/** Any read's key, whatever its call. */
export type AnyApiKey = readonly [ReadMethod, string] | readonly [ReadMethod, string, { body: unknown }];

export const queryKeys = {
  activeStreak: apiKey('get', '/v1/active-streak'),
  profile: apiKey('get', '/v1/user/profile'),
  leaderboard: apiKey('get', '/leaderboard'),
  eslGames: apiKey('get', '/v1/esl-games/check'),
  dailyGames: apiKey('get', '/v1/daily-challenges/games'),
  /** The prefix of every game's daily challenge. */
  dailyChallenges: apiKey('post', '/v1/daily-challenges/challenges'),
  dailyChallenge: (gameId: string) => apiKey('post', '/v1/daily-challenges/challenges', { gameId }),
  challengeGames: apiKey('post', '/v1/challenges/games', {}),
  gameChallenges: (gameId: string) => apiKey('post', '/v1/challenges/game/all', { id: gameId }),
  completedTasks: apiKey('post', '/v1/completed-task/get', {}),
  tournaments: apiKey('get', '/v1/tournaments/all'),
  tournament: (id: string) => apiKey('post', '/v1/tournament/view', { id }),
  videos: apiKey('get', '/v1/youtube-videos'),
  videoGames: apiKey('get', '/v1/youtube-videos/games'),
  gameVideos: (gameId: string) => apiKey('post', '/v1/youtube-videos/game-videos', { gameId }),
  /** The login of a visit's ?a= number (lib/auth.tsx): a query so that it runs once per number. */
  login: (msisdn: string | null, referrer: string | null) => ['session', 'login', msisdn, referrer] as const,
  /** The mock server's control API, read by the development scenario switcher: one key per GET path. */
  mock: (path: '/seeds' | '/clock' | '/operations' | '/faults' | '/journal' | '/drift') =>
    ['__mock', path] as const,
  /** The operator's unsubscribe service (not the product API): its encrypted page URL. */
  unsubscribePage: (mobile: string, domainName: string) =>
    ['unsubscribe', 'encrypt', mobile, domainName] as const,
} as const;

/** Marks the queries under these keys stale and refetches those on screen. */
export function invalidate(queryClient: QueryClient, ...keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * After any call that moves credits (the streak claim, a daily or challenge entry, a tournament check-in,
 * an Aim Train pass, a redemption): every query that shows credits, the profile (layout, settings, rewards)
 * and the leaderboard, plus what else the call changed.
 */
export function invalidateCredits(
  queryClient: QueryClient,
  ...alsoChanged: readonly QueryKey[]
): Promise<void> {
  return invalidate(queryClient, queryKeys.profile, queryKeys.leaderboard, ...alsoChanged);
}
