import { AIM_TRAIN_MAX_LEVEL, aimTrainLevelCredits, aimTrainMinPassMs, nextAimTrainLevel } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';
import { CREDIT_RULES } from '../credits/rules';
import type { Ledger } from '../credits/store';
import { StoreError } from '../../store/store-error';

interface EslGameRow {
  game_unique_id: string;
  game_id: string;
  game_name: string;
  thumbnail: string;
}

interface EslProgressRow {
  highest_passed: number;
  open_level: number | null;
  open_credits: number | null;
  open_since: number | null;
}

/** The ESL originals (Aim Train): levels entered, passed or failed, each level's credits once. */
export class EslGames {
  constructor(
    private readonly ctx: StoreContext,
    private readonly ledger: Ledger,
  ) {}

  private progress(msisdn: string, game: string): EslProgressRow | undefined {
    return this.ctx
      .sql('SELECT * FROM esl_progress WHERE msisdn = ? AND game_unique_id = ?')
      .get(msisdn, game) as EslProgressRow | undefined;
  }

  /**
   * The level a subscriber plays next in a game and what it pays; nulls once every level is passed (the
   * domain's nextAimTrainLevel, the contract's next_level).
   */
  next(msisdn: string, game: string): { level: number | null; credits: number | null } {
    const level = nextAimTrainLevel(this.progress(msisdn, game)?.highest_passed ?? 0);
    return level === null
      ? { level: null, credits: null }
      : { level, credits: aimTrainLevelCredits(level) ?? 0 };
  }

  private game(gameUniqueId: string): EslGameRow {
    const row = this.ctx.sql('SELECT * FROM esl_games WHERE game_unique_id = ?').get(gameUniqueId) as
      EslGameRow | undefined;
    if (!row) throw new StoreError('not-found', `No originals game '${gameUniqueId}'.`, 'GAME_NOT_FOUND');
    return row;
  }

  games(msisdn: string): Schemas['EslGame'][] {
    const rows = this.ctx.sql('SELECT * FROM esl_games ORDER BY game_unique_id').all() as EslGameRow[];
    return rows.map((g) => {
      const next = this.next(msisdn, g.game_unique_id);
      return {
        game_name: g.game_name,
        game_unique_id: g.game_unique_id,
        gameId: g.game_id,
        thumbnail: g.thumbnail,
        next_level: next.level,
        level_credits: next.credits,
      };
    });
  }

  enter(msisdn: string, input: Schemas['EslEnterRequest']): Schemas['EslEnterResponse']['data'] {
    return this.ctx.immediate(() => {
      this.game(input.game_unique_id);
      const next = this.next(msisdn, input.game_unique_id);
      if (next.level === null || next.credits === null) {
        throw new StoreError(
          'conflict',
          `Every level of ${AIM_TRAIN_MAX_LEVEL} is passed.`,
          'ALL_LEVELS_PASSED',
        );
      }
      if (input.game_level !== next.level) {
        const message = `Level ${input.game_level} is not unlocked; play level ${next.level}.`;
        throw new StoreError('conflict', message, 'LEVEL_LOCKED', {
          game_level: input.game_level,
          next_level: next.level,
        });
      }
      if (input.level_credits !== next.credits) {
        const message = `level_credits must be ${next.credits} for level ${next.level}.`;
        throw new StoreError('invalid', message, 'WRONG_CREDITS');
      }
      this.ctx
        .sql(
          `INSERT INTO esl_progress (msisdn, game_unique_id, highest_passed, open_level, open_credits, open_since, plays)
           VALUES (?, ?, 0, ?, ?, ?, 1)
           ON CONFLICT (msisdn, game_unique_id) DO UPDATE SET open_level = excluded.open_level,
             open_credits = excluded.open_credits, open_since = excluded.open_since, plays = plays + 1`,
        )
        .run(msisdn, input.game_unique_id, next.level, next.credits, this.ctx.now());
      return { game_unique_id: input.game_unique_id, game_level: next.level, level_credits: next.credits };
    });
  }

  result(msisdn: string, input: Schemas['EslResultRequest']): Schemas['EslResultResponse']['data'] {
    return this.ctx.immediate(() => {
      this.game(input.game_unique_id);
      const progress = this.progress(msisdn, input.game_unique_id);
      if (!progress || progress.open_level !== input.game_level) {
        throw new StoreError(
          'conflict',
          `Level ${input.game_level} has no game in progress.`,
          'NO_OPEN_SESSION',
          { game_level: input.game_level },
        );
      }
      let awarded = 0;
      const passed = input.is_passed === '1';
      if (passed) {
        this.checkPlausiblePass(input.game_level, progress.open_since);
        const credits = progress.open_credits ?? 0;
        const level = { game: input.game_unique_id, level: input.game_level };
        if (this.ledger.earn(CREDIT_RULES.aimTrainLevel, msisdn, credits, level)) awarded = credits;
      }
      this.ctx
        .sql(
          `UPDATE esl_progress SET open_level = NULL, open_credits = NULL, open_since = NULL,
             highest_passed = MAX(highest_passed, ?) WHERE msisdn = ? AND game_unique_id = ?`,
        )
        .run(passed ? input.game_level : 0, msisdn, input.game_unique_id);
      return {
        credits_awarded: awarded,
        next_level: this.next(msisdn, input.game_unique_id).level,
        credits: this.ledger.balance(msisdn),
      };
    });
  }

  /**
   * A pass sooner after enter than the game's rules allow (aimTrainMinPassMs: a perfect player who hits
   * every target the instant it appears) is refused and changes nothing; the level stays open. This
   * stops a script that posts passes at once; it cannot stop one that waits (docs/security.md).
   */
  private checkPlausiblePass(level: number, openSince: number | null): void {
    const minimum = aimTrainMinPassMs(level);
    const elapsed = openSince === null ? 0 : this.ctx.now() - openSince;
    if (elapsed < minimum) {
      throw new StoreError(
        'conflict',
        `Level ${level} cannot be passed in ${(Math.max(0, elapsed) / 1000).toFixed(1)} s: it takes at least ${(minimum / 1000).toFixed(1)} s to play.`,
        'TOO_FAST',
      );
    }
  }

  exit(msisdn: string, gameUniqueId: string): void {
    this.game(gameUniqueId);
    this.ctx
      .sql(
        'UPDATE esl_progress SET open_level = NULL, open_credits = NULL, open_since = NULL WHERE msisdn = ? AND game_unique_id = ?',
      )
      .run(msisdn, gameUniqueId);
  }
}
