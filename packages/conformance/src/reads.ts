import type { components } from '@esr/sdk';
import { isObject } from '@esr/contract/schema';
import { Stop, type CaseRecorder } from './context';
import type { Exchange } from './model';

// The reads the suites build on: a subscriber's balance, profile and streak, and the backend's content
// (games, challenges, tournaments, originals). Types come from the SDK generated from the contract; the
// values come from a server under test, so every field is read as possibly missing.

export type Schemas = components['schemas'];
type Loose<T> = { [K in keyof T]?: T[K] };

/** The JSON body of a 200 answer, or undefined. */
export function body<T>(exchange: Exchange): Loose<T> | undefined {
  const json = exchange.response?.status === 200 ? exchange.response.json : undefined;
  return isObject(json) ? (json as Loose<T>) : undefined;
}

const list = <T>(value: unknown): Loose<T>[] =>
  Array.isArray(value) ? value.filter(isObject).map((item) => item as Loose<T>) : [];

export async function readProfile(c: CaseRecorder, token: string): Promise<Loose<Schemas['Profile']>> {
  const profile = body<Schemas['Profile']>(await c.call('getProfile', { token }));
  if (!profile) throw new Stop('the profile could not be read');
  return profile;
}

/**
 * A credits figure, also when it comes as a numeric string: the shape check has reported that already
 * (body-schema), and the scenarios can still follow the balance instead of stopping in a cascade.
 */
function creditsFigure(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
}

/** The subscriber's credits (the profile's `credits`), which must never be negative. */
export async function readBalance(c: CaseRecorder, token: string): Promise<number> {
  return (await readBalanceAnswer(c, token)).credits;
}

/** The balance with the answer it was read from (the evidence a report shows). */
export async function readBalanceAnswer(c: CaseRecorder, token: string) {
  const exchange = await c.call('getProfile', { token });
  const credits = creditsFigure(body<Schemas['Profile']>(exchange)?.credits);
  if (credits === undefined) throw new Stop('the profile has no credits figure');
  c.expect(credits >= 0, 'balance-non-negative', `the balance is ${credits}`, { exchange });
  return { credits, exchange };
}

export async function readStreak(c: CaseRecorder, token: string): Promise<Loose<Schemas['StreakData']>> {
  const streak = body<Schemas['ActiveStreakResponse']>(await c.call('getActiveStreak', { token }))?.data;
  if (!isObject(streak)) throw new Stop('the active streak could not be read');
  return streak;
}

export async function readDailyGames(c: CaseRecorder, token: string) {
  return list<Schemas['DailyGame']>(
    body<Schemas['DailyGameListResponse']>(await c.call('listDailyGames', { token }))?.data,
  );
}

export async function readDailyChallenge(c: CaseRecorder, token: string, gameId: string) {
  const exchange = await c.call('getDailyChallenges', { token, json: { gameId } });
  return list<Schemas['DailyChallenge']>(body<Schemas['DailyChallengeListResponse']>(exchange)?.data)[0];
}

export async function readChallengeGames(c: CaseRecorder, token: string) {
  const exchange = await c.call('listChallengeGames', { token, json: {} });
  return list<Schemas['DailyGame']>(body<Schemas['DailyGameListResponse']>(exchange)?.data);
}

export async function readGameChallenges(c: CaseRecorder, token: string, id: string) {
  const data = body<Schemas['GameChallengesResponse']>(
    await c.call('getGameChallenges', { token, json: { id } }),
  )?.data;
  return list<Schemas['GameChallenge']>(isObject(data) ? data.challenges : undefined);
}

export async function readTournaments(c: CaseRecorder, token: string) {
  return list<Schemas['Tournament']>(
    body<Schemas['TournamentListResponse']>(await c.call('listTournaments', { token }))?.data,
  );
}

export async function readEslGames(c: CaseRecorder, token: string) {
  const data = body<Schemas['EslGamesResponse']>(await c.call('checkEslGames', { token }))?.data;
  return list<Schemas['EslGame']>(isObject(data) ? data.eslgames : undefined);
}

export async function readCompletedTasks(c: CaseRecorder, token: string) {
  const exchange = await c.call('listCompletedTasks', { token, json: {} });
  return list<Schemas['CompletedTask']>(body<Schemas['CompletedTaskListResponse']>(exchange)?.data);
}

export async function readVideoGames(c: CaseRecorder, token: string) {
  const exchange = await c.call('listVideoGames', { token });
  return list<Schemas['GameHighlight']>(body<Schemas['GameHighlightListResponse']>(exchange)?.data);
}

/** What a refused request must leave as it was: balance, profile and streak, as the server shows them. */
export async function readState(c: CaseRecorder, token: string): Promise<string> {
  const profile = await readProfile(c, token);
  const streak = await readStreak(c, token);
  // Sorted keys: the same state written in another key order is the same state.
  const keys = ['profile', 'streak', ...Object.keys(profile), ...Object.keys(streak)].sort();
  return JSON.stringify({ profile, streak }, keys);
}
