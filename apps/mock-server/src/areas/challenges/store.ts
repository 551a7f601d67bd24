import { AIM_TRAIN_GAME, readDailyChallengeId } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';
import { CREDIT_RULES } from '../credits/rules';
import type { EslGames } from '../aim-train/store';
import { gameRow, toGame, type GameRow } from '../task-games/store';
import type { Ledger } from '../credits/store';
import { StoreError } from '../../store/store-error';

const ALREADY_CLAIMED = 'You have already claimed this challenge.';

interface ChallengeRow {
  challenge_id: string;
  id: string;
  name: string;
  prize: number;
  thumbnail: string;
  archived: number;
  made: number;
}

/** The games' challenges: a screenshot claims a challenge's prize once (CREDIT_RULES.challenge). */
export class Challenges {
  constructor(
    private readonly ctx: StoreContext,
    private readonly ledger: Ledger,
    private readonly esl: EslGames,
  ) {
    // The completed-tasks query reads a daily entry's template from its id with the domain's reader.
    ctx.db.function('daily_template_id', { deterministic: true }, (id: unknown) =>
      typeof id === 'string' ? (readDailyChallengeId(id)?.templateId ?? null) : null,
    );
  }

  games(): Schemas['DailyGame'][] {
    const rows = this.ctx
      .sql('SELECT * FROM games WHERE challenges = 1 AND game_id <> ? ORDER BY sort')
      .all(AIM_TRAIN_GAME.gameId) as GameRow[];
    return rows.map(toGame);
  }

  ofGame(msisdn: string, gameId: string): Schemas['GameChallengesResponse']['data'] {
    const game = gameRow(this.ctx, gameId);
    if (!game) throw new StoreError('not-found', `No game with id '${gameId}'.`, 'GAME_NOT_FOUND');
    const rows = this.ctx
      .sql(
        `SELECT c.*, (e.msisdn IS NOT NULL) AS made FROM game_challenges c
           LEFT JOIN challenge_entries e ON e.challenge_id = c.challenge_id AND e.msisdn = ?
           WHERE c.game_id = ? ORDER BY c.sort`,
      )
      .all(msisdn, gameId) as ChallengeRow[];
    const aimTrainNext = gameId === AIM_TRAIN_GAME.gameId ? this.esl.next(msisdn, gameId) : null;
    return {
      game: toGame(game),
      challenges: rows.map((c) => ({
        challengeId: c.challenge_id,
        id: c.id,
        challengeName: c.name,
        // The Aim Train challenge pays the subscriber's next level (a spec field, so a client can read the
        // level from it: decision 1020), and is claimed once every level is passed.
        prize: aimTrainNext?.credits ?? c.prize,
        challengeThumbnail: c.thumbnail,
        makeEntry: aimTrainNext ? (aimTrainNext.level === null ? 1 : 0) : c.made ? 1 : 0,
        archived: c.archived ? 1 : 0,
      })),
    };
  }

  checkEntry(msisdn: string, gameId: string, challengeId: string): { prize: number; name: string } {
    const challenge = this.ctx
      .sql('SELECT * FROM game_challenges WHERE challenge_id = ? AND game_id = ?')
      .get(challengeId, gameId) as { prize: number; name: string; archived: number } | undefined;
    if (!challenge) {
      throw new StoreError(
        'not-found',
        `No challenge '${challengeId}' for game '${gameId}'.`,
        'CHALLENGE_NOT_FOUND',
      );
    }
    if (gameId === AIM_TRAIN_GAME.gameId) {
      throw new StoreError('conflict', 'Aim Train is played, not submitted: use Play Now.', 'PLAY_INSTEAD');
    }
    if (challenge.archived) {
      throw new StoreError('conflict', 'This challenge is no longer active.', 'CHALLENGE_ARCHIVED');
    }
    const made = this.ctx
      .sql('SELECT 1 FROM challenge_entries WHERE msisdn = ? AND challenge_id = ?')
      .get(msisdn, challengeId);
    if (made) throw new StoreError('conflict', ALREADY_CLAIMED, 'ALREADY_CLAIMED');
    return challenge;
  }

  submitEntry(msisdn: string, gameId: string, challengeId: string, image: string): void {
    this.ctx.immediate(() => {
      const { prize } = this.checkEntry(msisdn, gameId, challengeId);
      this.ctx
        .sql('INSERT INTO challenge_entries (msisdn, challenge_id, image, created_at) VALUES (?, ?, ?, ?)')
        .run(msisdn, challengeId, image, this.ctx.now());
      if (!this.ledger.earn(CREDIT_RULES.challenge, msisdn, prize, { challengeId })) {
        throw new StoreError('conflict', ALREADY_CLAIMED, 'ALREADY_CLAIMED');
      }
    });
  }

  /** Every task a subscriber has done, newest first: game challenges and daily tasks. */
  completed(msisdn: string): Schemas['CompletedTask'][] {
    const rows = this.ctx
      .sql(
        `SELECT c.challenge_id AS uuid, c.name, c.prize, c.thumbnail, e.created_at FROM challenge_entries e
             JOIN game_challenges c ON c.challenge_id = e.challenge_id WHERE e.msisdn = ?
           UNION ALL
           SELECT d.challenge_id AS uuid, t.name, t.prize, t.thumbnail, d.created_at FROM daily_entries d
             JOIN daily_templates t ON t.template_id = daily_template_id(d.challenge_id)
             WHERE d.msisdn = ?
           ORDER BY created_at DESC`,
      )
      .all(msisdn, msisdn) as { uuid: string; name: string; prize: number; thumbnail: string }[];
    return rows.map((r) => ({
      challenge_uuid: r.uuid,
      challenge_name: r.name,
      prize: r.prize,
      thumbnail: r.thumbnail,
    }));
  }
}
