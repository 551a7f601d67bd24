import { DAY_MS, dailyChallengeId, readDailyChallengeId } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../../store/context';
import { CREDIT_RULES } from '../../credits/rules';
import { gameRow, toGame, type GameRow } from '../../task-games/store';
import type { Ledger } from '../../credits/store';
import { StoreError } from '../../../store/store-error';
import type { Subscribers } from '../../account/store';

const NOT_SUBMITTED = 'Not submitted';
const SUBMITTED = 'Submitted';
const ALREADY_SUBMITTED = "You have already submitted today's task.";

/** The daily task: a game chosen once, and one challenge a day for it (CREDIT_RULES.dailyTask). */
export class DailyTasks {
  constructor(
    private readonly ctx: StoreContext,
    private readonly subscribers: Subscribers,
    private readonly ledger: Ledger,
  ) {}

  games(): Schemas['DailyGame'][] {
    return (this.ctx.sql('SELECT * FROM games WHERE daily = 1 ORDER BY sort').all() as GameRow[]).map(toGame);
  }

  selectGame(msisdn: string, gameId: string): Schemas['DailyChallenge'][] {
    if (!gameRow(this.ctx, gameId)?.daily) {
      throw new StoreError('not-found', `No daily-task game with gameId '${gameId}'.`, 'GAME_NOT_FOUND');
    }
    this.subscribers.require(msisdn, ['msisdn']);
    this.ctx.sql('UPDATE subscribers SET daily_game_id = ? WHERE msisdn = ?').run(gameId, msisdn);
    return this.challenges(msisdn, gameId);
  }

  /** Today's template of a game (they rotate by date), or null when the game has none today. */
  private todaysTemplate(gameId: string, today: string) {
    const game = gameRow(this.ctx, gameId);
    if (!game) throw new StoreError('not-found', `No game with gameId '${gameId}'.`, 'GAME_NOT_FOUND');
    const templates = this.ctx
      .sql('SELECT * FROM daily_templates WHERE game_id = ? ORDER BY sort')
      .all(gameId) as { template_id: string; name: string; prize: number; thumbnail: string }[];
    if (game.daily_archived || templates.length === 0) return null;
    const dayNumber = Math.floor(Date.parse(`${today}T00:00:00Z`) / DAY_MS);
    const template = templates[dayNumber % templates.length]!;
    // The id the server issues, and the only one it accepts back (checkEntry).
    return { ...template, challengeId: dailyChallengeId(template.template_id, today) };
  }

  private submittedOn(msisdn: string, day: string): boolean {
    return (
      this.ctx.sql('SELECT 1 FROM daily_entries WHERE msisdn = ? AND day = ?').get(msisdn, day) !== undefined
    );
  }

  /** Today's challenge of a game (first and only item). */
  challenges(msisdn: string, gameId: string): Schemas['DailyChallenge'][] {
    const today = this.ctx.clock.today();
    const template = this.todaysTemplate(gameId, today);
    if (!template) {
      const none = { name: '', prize: 0, challenge_thumbnail: '', challengeId: '' };
      return [{ ...none, entryStatus: NOT_SUBMITTED, archieved: 1 }];
    }
    return [
      {
        name: template.name,
        prize: template.prize,
        challenge_thumbnail: template.thumbnail,
        challengeId: template.challengeId,
        // One daily task a day, whichever game it was for.
        entryStatus: this.submittedOn(msisdn, today) ? SUBMITTED : NOT_SUBMITTED,
        archieved: 0,
      },
    ];
  }

  /**
   * Checks a daily entry before its upload is stored (and again in its transaction): accepted only
   * for the exact id the server issues today for the game the subscriber has selected, once a day
   * (CREDIT_RULES.dailyTask). Anything else is refused with what was wrong.
   */
  checkEntry(msisdn: string, challengeId: string): { prize: number; day: string } {
    const { daily_game_id: gameId } = this.subscribers.require(msisdn, ['daily_game_id']);
    if (!gameId)
      throw new StoreError('conflict', 'Choose a game for the daily task first.', 'NO_GAME_SELECTED');
    const today = this.ctx.clock.today();
    const template = this.todaysTemplate(gameId, today);
    if (!template) {
      throw new StoreError('conflict', 'There is no daily task today for your game.', 'NO_CHALLENGE_TODAY');
    }
    if (challengeId !== template.challengeId) {
      // Another day's id of this game (the form the server issues): closed, not unknown.
      const issued = readDailyChallengeId(challengeId);
      const known = this.ctx
        .sql('SELECT 1 FROM daily_templates WHERE template_id = ? AND game_id = ?')
        .get(issued?.templateId ?? '', gameId);
      if (known && issued?.day !== today) {
        throw new StoreError(
          'conflict',
          'This daily challenge is closed; today has a new one.',
          'CHALLENGE_CLOSED',
        );
      }
      throw new StoreError(
        'not-found',
        `No daily challenge '${challengeId.slice(0, 100)}' today: today's task for your game is '${template.challengeId}'.`,
        'CHALLENGE_NOT_FOUND',
      );
    }
    if (this.submittedOn(msisdn, today))
      throw new StoreError('conflict', ALREADY_SUBMITTED, 'ALREADY_SUBMITTED');
    return { prize: template.prize, day: today };
  }

  submitEntry(msisdn: string, challengeId: string, image: string): void {
    this.ctx.immediate(() => {
      const { prize, day } = this.checkEntry(msisdn, challengeId);
      this.ctx
        .sql(
          'INSERT INTO daily_entries (msisdn, challenge_id, day, image, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(msisdn, challengeId, day, image, this.ctx.now());
      if (!this.ledger.earn(CREDIT_RULES.dailyTask, msisdn, prize, { day })) {
        throw new StoreError('conflict', ALREADY_SUBMITTED, 'ALREADY_SUBMITTED');
      }
    });
  }
}
