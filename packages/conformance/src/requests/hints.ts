import type { CaseRecorder } from '../context';
import {
  readChallengeGames,
  readDailyChallenge,
  readDailyGames,
  readEslGames,
  readGameChallenges,
  readProfile,
  readStreak,
  readTournaments,
  readVideoGames,
} from '../reads';
import { TINY_PNG_DATA_URL, type Hints } from './valid';

// The backend's own ids, read before the shape suite builds requests from the schema: a request for a
// game that exists says more about a server than one for a made-up id (which only earns a 404).

async function challengeFixture(c: CaseRecorder, token: string): Promise<Hints> {
  for (const game of (await readChallengeGames(c, token)).slice(0, 3)) {
    if (!game.gameId) continue;
    const challenges = await readGameChallenges(c, token, game.gameId);
    const open = challenges.find((ch) => ch.archived === 0 && ch.makeEntry === 0) ?? challenges[0];
    if (open?.challengeId) return { gameId: game.gameId, challengeId: open.challengeId };
  }
  return {};
}

/** Field values by operation, from what the server answers this subscriber. */
export async function discoverHints(
  c: CaseRecorder,
  token: string,
  msisdn: string,
): Promise<Record<string, Hints>> {
  const streak = await readStreak(c, token);
  const dailyGameId = streak.gameId ?? (await readDailyGames(c, token))[0]?.gameId;
  const today = dailyGameId ? await readDailyChallenge(c, token, dailyGameId) : undefined;
  const tournaments = await readTournaments(c, token);
  const tournament = tournaments.find((t) => t.status === 1) ?? tournaments[0];
  const esl = (await readEslGames(c, token))[0];
  const videoGame = (await readVideoGames(c, token))[0];
  const profile = await readProfile(c, token);
  const challenge = await challengeFixture(c, token);
  const player = {
    pubg_id: 'conformance-uid',
    pubg_nick: 'conformance',
    userEmail: 'conformance@example.com',
  };
  const game = { game_unique_id: esl?.game_unique_id, game_name: esl?.game_name };
  const level = { game_level: esl?.next_level ?? 1, level_credits: esl?.level_credits ?? 0 };
  const defined = (hints: Hints): Hints =>
    Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined && value !== null));
  return {
    generateToken: { msisdn, refferer: null },
    selectDailyGame: defined({ gameId: dailyGameId }),
    getDailyChallenges: defined({ gameId: dailyGameId }),
    submitDailyEntry: defined({ challengeId: today?.challengeId || undefined }),
    submitChallengeEntry: defined({ ...challenge, entryImage: TINY_PNG_DATA_URL }),
    getGameChallenges: defined({ id: challenge.gameId }),
    viewTournament: defined({ id: tournament?.tourn_id }),
    tournamentCheckin: defined({ id: tournament?.tourn_id, ...player }),
    enterEslGame: defined({ ...game, ...level }),
    // A failed level credits nothing: the shape suite's own call does not pay the subscriber.
    submitEslGameResult: defined({ ...game, game_level: level.game_level, is_passed: '0' }),
    exitEslGame: defined({ game_unique_id: game.game_unique_id }),
    listGameVideos: defined({ gameId: videoGame?.gameId }),
    // The profile as it is: the update call is exercised without changing anything.
    completeProfile: defined({
      username: profile.username,
      email: profile.email,
      gender: profile.gender,
      bio: profile.bio,
      dateOfBirth: profile.dateOfBirth,
    }),
    redeemClaim: defined({
      name: profile.name || 'Conformance',
      email: 'conformance@example.com',
      phone: msisdn,
    }),
    gamenowNotify: { msisdn },
  };
}
