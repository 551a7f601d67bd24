import {
  AIM_TRAIN_GAME,
  REWARDS,
  STREAK_UTC_OFFSET_MINUTES,
  aimTrainLevelCredits,
  aimTrainMinPassMs,
  claimStreak,
  nextAimTrainLevel,
  registrationRequirements,
  rewardByItemNumber,
  streakDateKey,
  streakStatus,
  validateRegistration,
} from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { randomUUID } from 'node:crypto';
import { CREDIT_RULES, type CreditRule } from './credit-rules';
import type { Db, Statement } from './database';
import { loadSeed, type SeedName } from './seeds';

/** A refusal the client can act on: becomes a 4xx with this message. */
export class StoreError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export type SubscriptionStatus = 'trial' | 'active' | 'unsubscribed' | 'expired' | 'unknown';

interface SubscriberRow {
  msisdn: string;
  status: 'trial' | 'active' | 'unsubscribed';
  trial_ends_at: number | null;
  name: string;
  username: string;
  email: string;
  gender: '' | 'male' | 'female';
  bio: string;
  date_of_birth: string;
  profile_image: string | null;
  balance: number;
  last_claim_date: string | null;
  last_claim_day: number;
  daily_game_id: string | null;
  token_version: number;
}

interface GameRow {
  game_id: string;
  id: string;
  name: string;
  thumbnail: string;
  daily_archived: number;
}

interface TournamentRow {
  tourn_id: string;
  id: string;
  name: string;
  game: string;
  time_start: number | null;
  time_end: number | null;
  entry_fee: number | null;
  is_entry_free: number;
  prize: string;
  second_prize: string;
  third_prize: string;
  banner: string;
  platform: string;
  uid_check: number;
  tourn_type: string;
}

const DAY_MS = 86_400_000;
const TRIAL_MS = DAY_MS;
const NOT_SUBMITTED = 'Not submitted';
const SUBMITTED = 'Submitted';
const PKT_OFFSET_MS = STREAK_UTC_OFFSET_MINUTES * 60_000;

/** '2026-11-28 08:00 PM' in Pakistan time: the three space-separated parts the spec describes. */
function tournamentTime(epochMs: number | null): string | null {
  if (epochMs === null) return null;
  const local = new Date(epochMs + PKT_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const hour12 = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${date} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const READ_CACHE_LIMIT = 20_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/**
 * All state of one database: subscribers, the credit ledger and the product's content. Every change
 * that moves credits is one transaction with its balance check; idempotency comes from unique keys.
 */
export class Store {
  /** Prepared once per SQL text: preparing costs more than running most of these queries. */
  private readonly statements = new Map<string, Statement>();
  /** The clock offset as stored in settings (read once; only setClock and reset write it). */
  private offsetMs: number | undefined;
  /** total_changes() when the entries of readCache were computed: any write empties it. */
  private readCacheVersion = -1;
  private readonly readCache = new Map<string, { until: number; value: unknown }>();
  /** The streak day of `now()` and the instants it is valid from and until. */
  private todayCache = { key: '', from: 0, until: 0 };

  constructor(readonly db: Db) {}

  private sql(source: string): Statement {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = this.db.prepare(source);
      this.statements.set(source, statement);
    }
    return statement;
  }

  /**
   * `compute()`'s value, reused while this connection has written nothing since (SQLite's
   * total_changes(): every INSERT, UPDATE or DELETE moves it, and the server's process is the only
   * writer of its file) and the clock has not reached `until`. Exact, not eventual: for the hot
   * reads (tournaments, leaderboard, a subscriber's status, streak and profile) that many requests
   * repeat between writes. Values are frozen: they are shared by every request that reads them, and
   * the HTTP layer reuses the validated JSON of a frozen value (src/app.ts). Never used inside a
   * transaction: a value read there could see writes that are then rolled back.
   */
  private readCached<T>(key: string, compute: () => { value: T; until?: number }): T {
    if (this.db.inTransaction) return compute().value;
    const version = (this.sql('SELECT total_changes() AS n').get() as { n: number }).n;
    if (version !== this.readCacheVersion) {
      this.readCache.clear();
      this.readCacheVersion = version;
    }
    const hit = this.readCache.get(key);
    if (hit && this.now() < hit.until) return hit.value as T;
    const { value, until = Infinity } = compute();
    // One entry per subscriber for some keys: bounded, so a read-only crowd cannot grow it forever.
    if (this.readCache.size >= READ_CACHE_LIMIT) this.readCache.clear();
    this.readCache.set(key, { until, value: deepFreeze(value) });
    return value;
  }

  // ---------- clock ----------

  /** Milliseconds the mock clock is ahead of (or behind) the real one. */
  private clockOffset(): number {
    if (this.offsetMs === undefined) {
      const row = this.sql("SELECT value FROM settings WHERE key = 'clock_offset_ms'").get() as
        { value: string } | undefined;
      this.offsetMs = row ? Number(row.value) : 0;
    }
    return this.offsetMs;
  }

  now(): number {
    return Date.now() + this.clockOffset();
  }

  setClock(epochMs: number): void {
    const offset = Math.round(epochMs - Date.now());
    this.sql(
      "INSERT INTO settings (key, value) VALUES ('clock_offset_ms', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(String(offset));
    this.offsetMs = offset;
  }

  advanceDays(days: number): void {
    this.setClock(this.now() + days * DAY_MS);
  }

  private today(): string {
    const now = this.now();
    const cached = this.todayCache;
    if (now >= cached.from && now < cached.until) return cached.key;
    const key = streakDateKey(now);
    // The streak day starts at midnight in Pakistan time (STREAK_UTC_OFFSET_MINUTES).
    const from = Date.parse(`${key}T00:00:00Z`) - PKT_OFFSET_MS;
    this.todayCache = { key, from, until: from + DAY_MS };
    return key;
  }

  // ---------- seeds ----------

  isEmpty(): boolean {
    const row = this.sql("SELECT value FROM settings WHERE key = 'seed'").get();
    return row === undefined;
  }

  /** Replaces every row with the named seed, placed relative to the current clock. */
  reset(seed: SeedName): void {
    const data = loadSeed(seed);
    const now = this.now();
    const offset = this.clockOffset();
    this.db.transaction(() => {
      for (const table of [
        'partner_notifications',
        'redemptions',
        'videos',
        'highlight_games',
        'esl_progress',
        'esl_games',
        'tournament_entries',
        'tournaments',
        'challenge_entries',
        'game_challenges',
        'daily_entries',
        'daily_templates',
        'games',
        'ledger',
        'subscribers',
        'settings',
      ]) {
        this.sql(`DELETE FROM ${table}`).run();
      }
      const put = (key: string, value: string) =>
        this.sql('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, value);
      put('seed', seed);
      put('clock_offset_ms', String(offset));

      const insertSubscriber = this.sql(
        `INSERT INTO subscribers (msisdn, status, trial_ends_at, name, username, email, gender, bio, created_at,
           last_claim_date, last_claim_day, daily_game_id)
         VALUES (@msisdn, @status, @trialEndsAt, @name, @username, @email, @gender, @bio, @now,
           @lastClaimDate, @lastClaimDay, @dailyGameId)`,
      );
      for (const s of data.subscribers) {
        const streakDays = s.streakDays ?? 0;
        insertSubscriber.run({
          msisdn: s.msisdn,
          status: s.status,
          trialEndsAt: s.status === 'trial' ? now + TRIAL_MS : null,
          name: s.name ?? '',
          username: s.username ?? '',
          email: s.email ?? '',
          gender: s.gender ?? '',
          bio: s.bio ?? '',
          now,
          lastClaimDate: streakDays > 0 ? streakDateKey(now - DAY_MS) : null,
          lastClaimDay: streakDays,
          dailyGameId: s.dailyGameId ?? null,
        });
        if (s.credits) this.earn(CREDIT_RULES.seed, s.msisdn, s.credits, { seed });
      }
      data.games.forEach((g, i) =>
        this.sql(
          `INSERT INTO games (game_id, id, name, thumbnail, daily, challenges, daily_archived, sort)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          g.gameId,
          `game-${i + 1}`,
          g.name,
          g.thumbnail,
          g.daily ? 1 : 0,
          g.challenges ? 1 : 0,
          g.dailyArchived ? 1 : 0,
          i,
        ),
      );
      data.dailyTemplates.forEach((t, i) =>
        this.sql(
          'INSERT INTO daily_templates (template_id, game_id, name, prize, thumbnail, sort) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(t.templateId, t.gameId, t.name, t.prize, t.thumbnail, i),
      );
      data.eslGames.forEach((g) =>
        this.sql(
          'INSERT INTO esl_games (game_unique_id, game_id, game_name, thumbnail) VALUES (?, ?, ?, ?)',
        ).run(g.gameUniqueId, g.gameId, g.gameName, g.thumbnail),
      );
      data.challenges.forEach((c, i) =>
        this.sql(
          `INSERT INTO game_challenges (challenge_id, id, game_id, name, prize, thumbnail, archived, sort)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          c.challengeId,
          `challenge-${i + 1}`,
          c.gameId,
          c.name,
          c.prize,
          c.thumbnail,
          c.archived ? 1 : 0,
          i,
        ),
      );
      for (const e of data.challengeEntries) {
        this.sql(
          'INSERT INTO challenge_entries (msisdn, challenge_id, image, created_at) VALUES (?, ?, ?, ?)',
        ).run(e.msisdn, e.challengeId, 'seed', now - DAY_MS);
      }
      data.tournaments.forEach((t, i) => {
        const start = t.startsInHours === null ? null : now + t.startsInHours * 3_600_000;
        const end = start === null || t.durationHours === null ? null : start + t.durationHours * 3_600_000;
        this.sql(
          `INSERT INTO tournaments (tourn_id, id, name, game, time_start, time_end, entry_fee, is_entry_free, prize,
               second_prize, third_prize, banner, platform, uid_check, tourn_type, sort)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          t.tournId,
          String(i + 1),
          t.name,
          t.game,
          start,
          end,
          t.entryFee,
          t.isEntryFree ? 1 : 0,
          t.prize,
          t.secondPrize,
          t.thirdPrize,
          t.banner,
          t.platform,
          t.uidCheck,
          t.tournType,
          i,
        );
        for (const msisdn of t.entrants) {
          const nick = (this.subscriber(msisdn, ['username'])?.username || 'player').slice(0, 64);
          this.sql(
            'INSERT INTO tournament_entries (tourn_id, msisdn, pubg_id, pubg_nick, email, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(t.tournId, msisdn, '5123456789', nick, '', now - DAY_MS);
        }
      });
      data.videos.forEach((v, i) =>
        this.sql(
          'INSERT INTO videos (id, game_id, game, title, link, thumbnail, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(v.id, v.gameId, v.game, v.title, v.link, v.thumbnail, i),
      );
      data.highlightGames.forEach((h, i) =>
        this.sql(
          'INSERT INTO highlight_games (id, game_id, game, thumbnail, sort) VALUES (?, ?, ?, ?, ?)',
        ).run(h.id, h.gameId, h.game, h.thumbnail, i),
      );
    })();
  }

  // ---------- subscribers and the ledger ----------

  /** A subscriber's row, or only the columns asked for (the hot paths read a few of sixteen). */
  private subscriber<K extends keyof SubscriberRow = keyof SubscriberRow>(
    msisdn: string,
    columns?: readonly K[],
  ): Pick<SubscriberRow, K> | undefined {
    const list = columns ? columns.join(', ') : '*';
    return this.sql(`SELECT ${list} FROM subscribers WHERE msisdn = ?`).get(msisdn) as
      Pick<SubscriberRow, K> | undefined;
  }

  /**
   * What every authenticated request checks: the subscription, and the version its tokens must carry
   * (raised by each unsubscribe). Cached until a write, or until a trial ends.
   */
  authState(msisdn: string): { status: SubscriptionStatus; tokenVersion: number } {
    return this.readCached(`auth:${msisdn}`, () => {
      const row = this.sql(
        'SELECT status, trial_ends_at, token_version FROM subscribers WHERE msisdn = ?',
      ).get(msisdn) as Pick<SubscriberRow, 'status' | 'trial_ends_at' | 'token_version'> | undefined;
      if (!row) return { value: { status: 'unknown' as SubscriptionStatus, tokenVersion: 0 } };
      const tokenVersion = row.token_version;
      if (row.status === 'trial' && row.trial_ends_at !== null) {
        if (row.trial_ends_at <= this.now()) return { value: { status: 'expired' as const, tokenVersion } };
        return { value: { status: row.status, tokenVersion }, until: row.trial_ends_at };
      }
      return { value: { status: row.status, tokenVersion } };
    });
  }

  subscriptionStatus(msisdn: string): SubscriptionStatus {
    return this.authState(msisdn).status;
  }

  /**
   * Subscribes a number: a new number gets the one-day free trial; a number the store knows has had
   * its trial (every subscription starts with one), so an unsubscribed or expired one becomes a
   * paying subscription: unsubscribing never buys a second free trial.
   */
  subscribe(msisdn: string): SubscriptionStatus {
    const status = this.subscriptionStatus(msisdn);
    if (status === 'trial' || status === 'active') return status;
    const now = this.now();
    if (status === 'unknown') {
      this.sql(
        "INSERT INTO subscribers (msisdn, status, trial_ends_at, created_at) VALUES (?, 'trial', ?, ?)",
      ).run(msisdn, now + TRIAL_MS, now);
      return 'trial';
    }
    this.sql("UPDATE subscribers SET status = 'active', trial_ends_at = NULL WHERE msisdn = ?").run(msisdn);
    return 'active';
  }

  /** Unsubscribes and retires every token issued so far (a re-subscription does not revive them). */
  unsubscribe(msisdn: string): boolean {
    const result = this.sql(
      "UPDATE subscribers SET status = 'unsubscribed', trial_ends_at = NULL, token_version = token_version + 1 WHERE msisdn = ?",
    ).run(msisdn);
    return result.changes > 0;
  }

  /** Creates or replaces a subscriber for tests (control API). Credits are set through the ledger. */
  putSubscriber(msisdn: string, status: 'trial' | 'active' | 'unsubscribed', credits?: number): void {
    this.db.transaction(() => {
      const now = this.now();
      this.sql(
        `INSERT INTO subscribers (msisdn, status, trial_ends_at, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (msisdn) DO UPDATE SET status = excluded.status, trial_ends_at = excluded.trial_ends_at`,
      ).run(msisdn, status, status === 'trial' ? now + TRIAL_MS : null, now);
      if (credits !== undefined) {
        const balance = this.balance(msisdn);
        if (credits !== balance) this.move(CREDIT_RULES.adjustment, msisdn, credits - balance, {});
      }
    })();
  }

  balance(msisdn: string): number {
    return this.subscriber(msisdn, ['balance'])?.balance ?? 0;
  }

  ledgerSum(msisdn: string): number {
    const row = this.sql('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE msisdn = ?').get(
      msisdn,
    ) as {
      total: number;
    };
    return row.total;
  }

  /**
   * Within a transaction: one ledger row and the balance, once per the rule's key (the ledger's unique
   * (msisdn, kind, ref)). Answers false when that key has moved credits already. The balance's CHECK
   * (>= 0) is the last line: a move that would make it negative fails the whole transaction.
   */
  private move<A>(rule: CreditRule<A>, msisdn: string, amount: number, args: A): boolean {
    if (amount === 0) return true;
    const inserted = this.sql(
      'INSERT OR IGNORE INTO ledger (msisdn, amount, kind, ref, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(msisdn, amount, rule.kind, rule.ref(args), this.now());
    if (inserted.changes === 0) return false;
    this.sql('UPDATE subscribers SET balance = balance + ? WHERE msisdn = ?').run(amount, msisdn);
    return true;
  }

  /** Within a transaction: earns `amount` once per the rule's key; false when already earned. */
  private earn<A>(rule: CreditRule<A>, msisdn: string, amount: number, args: A): boolean {
    if (rule.direction !== 'earn') throw new Error(`${rule.kind} is not an earning rule`);
    return amount <= 0 || this.move(rule, msisdn, amount, args);
  }

  /** Within a transaction: spends once per the rule's key, refusing when the balance is too low. */
  private spend<A>(rule: CreditRule<A>, msisdn: string, amount: number, args: A, refusal: string): boolean {
    if (rule.direction !== 'spend') throw new Error(`${rule.kind} is not a spending rule`);
    if (amount <= 0) return true;
    if (this.balance(msisdn) < amount) throw new StoreError(409, refusal, 'INSUFFICIENT_CREDITS');
    return this.move(rule, msisdn, -amount, args);
  }

  // ---------- streak ----------

  streak(msisdn: string): Schemas['StreakData'] {
    return this.readCached(`streak:${msisdn}`, () => {
      const row = this.requireSubscriber(msisdn, ['last_claim_date', 'last_claim_day', 'daily_game_id']);
      const today = this.today();
      const status = streakStatus(
        { lastClaimDate: row.last_claim_date, lastClaimDay: row.last_claim_day },
        today,
      );
      return {
        value: {
          active_streak: status.activeStreak,
          streak_to_claim: status.activeDay,
          amount_to_claim: status.amountToClaim,
          rewardClaimed: status.claimedToday,
          gameId: row.daily_game_id,
          active_day: status.activeDay,
        },
        // The answer changes when the streak day does.
        until: this.todayCache.until,
      };
    });
  }

  claimDailyStreak(msisdn: string): { credits_awarded: number; active_streak: number; credits: number } {
    return this.db
      .transaction(() => {
        const row = this.requireSubscriber(msisdn, ['last_claim_date', 'last_claim_day']);
        const today = this.today();
        const result = claimStreak(
          { lastClaimDate: row.last_claim_date, lastClaimDay: row.last_claim_day },
          today,
        );
        if (!result.ok)
          throw new StoreError(409, "Today's reward has already been claimed.", 'ALREADY_CLAIMED');
        if (!this.earn(CREDIT_RULES.streak, msisdn, result.credits, { day: today })) {
          throw new StoreError(409, "Today's reward has already been claimed.", 'ALREADY_CLAIMED');
        }
        this.sql('UPDATE subscribers SET last_claim_date = ?, last_claim_day = ? WHERE msisdn = ?').run(
          result.record.lastClaimDate,
          result.record.lastClaimDay,
          msisdn,
        );
        return { credits_awarded: result.credits, active_streak: result.day, credits: this.balance(msisdn) };
      })
      .immediate();
  }

  private requireSubscriber<K extends keyof SubscriberRow = keyof SubscriberRow>(
    msisdn: string,
    columns?: readonly K[],
  ): Pick<SubscriberRow, K> {
    const row = this.subscriber(msisdn, columns);
    if (!row) throw new StoreError(404, 'Subscriber not found.', 'SUBSCRIBER_NOT_FOUND');
    return row;
  }

  // ---------- daily tasks ----------

  private gameRow(gameId: string): GameRow | undefined {
    return this.sql('SELECT * FROM games WHERE game_id = ?').get(gameId) as GameRow | undefined;
  }

  private toGame(row: GameRow): Schemas['DailyGame'] {
    return { id: row.id, gameId: row.game_id, name: row.name, thumbnail: row.thumbnail, game: row.name };
  }

  dailyGames(): Schemas['DailyGame'][] {
    return (this.sql('SELECT * FROM games WHERE daily = 1 ORDER BY sort').all() as GameRow[]).map((g) =>
      this.toGame(g),
    );
  }

  selectDailyGame(msisdn: string, gameId: string): Schemas['DailyChallenge'][] {
    const game = this.gameRow(gameId);
    if (
      !game ||
      !(this.sql('SELECT daily FROM games WHERE game_id = ?').get(gameId) as { daily: number }).daily
    ) {
      throw new StoreError(404, `No daily-task game with gameId '${gameId}'.`, 'GAME_NOT_FOUND');
    }
    this.requireSubscriber(msisdn, ['msisdn']);
    this.sql('UPDATE subscribers SET daily_game_id = ? WHERE msisdn = ?').run(gameId, msisdn);
    return this.dailyChallenges(msisdn, gameId);
  }

  /** Today's template of a game (they rotate by date), or null when the game has none today. */
  private todaysTemplate(gameId: string, today: string) {
    const game = this.gameRow(gameId);
    if (!game) throw new StoreError(404, `No game with gameId '${gameId}'.`, 'GAME_NOT_FOUND');
    const templates = this.sql('SELECT * FROM daily_templates WHERE game_id = ? ORDER BY sort').all(
      gameId,
    ) as { template_id: string; name: string; prize: number; thumbnail: string }[];
    if (game.daily_archived || templates.length === 0) return null;
    const dayNumber = Math.floor(Date.parse(`${today}T00:00:00Z`) / DAY_MS);
    const template = templates[dayNumber % templates.length]!;
    // The id the server issues, and the only one it accepts back (checkDailyEntry).
    return { ...template, challengeId: `${template.template_id}:${today}` };
  }

  private submittedDailyTask(msisdn: string, day: string): boolean {
    return (
      this.sql('SELECT 1 FROM daily_entries WHERE msisdn = ? AND day = ?').get(msisdn, day) !== undefined
    );
  }

  /** Today's challenge of a game (first and only item). */
  dailyChallenges(msisdn: string, gameId: string): Schemas['DailyChallenge'][] {
    const today = this.today();
    const template = this.todaysTemplate(gameId, today);
    if (!template) {
      return [
        {
          name: '',
          prize: 0,
          challenge_thumbnail: '',
          challengeId: '',
          entryStatus: NOT_SUBMITTED,
          archieved: 1,
        },
      ];
    }
    return [
      {
        name: template.name,
        prize: template.prize,
        challenge_thumbnail: template.thumbnail,
        challengeId: template.challengeId,
        // One daily task a day, whichever game it was for.
        entryStatus: this.submittedDailyTask(msisdn, today) ? SUBMITTED : NOT_SUBMITTED,
        archieved: 0,
      },
    ];
  }

  /**
   * Checks a daily entry before its upload is stored (and again in its transaction): accepted only
   * for the exact id the server issues today for the game the subscriber has selected, once a day
   * (CREDIT_RULES.dailyTask). Anything else is refused with what was wrong.
   */
  checkDailyEntry(msisdn: string, challengeId: string): { prize: number; day: string } {
    const { daily_game_id: gameId } = this.requireSubscriber(msisdn, ['daily_game_id']);
    if (!gameId) {
      throw new StoreError(409, 'Choose a game for the daily task first.', 'NO_GAME_SELECTED');
    }
    const today = this.today();
    const template = this.todaysTemplate(gameId, today);
    if (!template) {
      throw new StoreError(409, 'There is no daily task today for your game.', 'NO_CHALLENGE_TODAY');
    }
    if (challengeId !== template.challengeId) {
      // Another day's id of this game (the form the server issues): closed, not unknown.
      const [, templateId, date] = /^([^:]+):(\d{4}-\d{2}-\d{2})$/.exec(challengeId) ?? [];
      const known = this.sql('SELECT 1 FROM daily_templates WHERE template_id = ? AND game_id = ?').get(
        templateId ?? '',
        gameId,
      );
      if (known && date !== today) {
        throw new StoreError(409, 'This daily challenge is closed; today has a new one.', 'CHALLENGE_CLOSED');
      }
      throw new StoreError(
        404,
        `No daily challenge '${challengeId.slice(0, 100)}' today: today's task for your game is '${template.challengeId}'.`,
        'CHALLENGE_NOT_FOUND',
      );
    }
    if (this.submittedDailyTask(msisdn, today)) {
      throw new StoreError(409, "You have already submitted today's task.", 'ALREADY_SUBMITTED');
    }
    return { prize: template.prize, day: today };
  }

  submitDailyEntry(msisdn: string, challengeId: string, image: string): void {
    this.db
      .transaction(() => {
        const { prize, day } = this.checkDailyEntry(msisdn, challengeId);
        this.sql(
          'INSERT INTO daily_entries (msisdn, challenge_id, day, image, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(msisdn, challengeId, day, image, this.now());
        if (!this.earn(CREDIT_RULES.dailyTask, msisdn, prize, { day })) {
          throw new StoreError(409, "You have already submitted today's task.", 'ALREADY_SUBMITTED');
        }
      })
      .immediate();
  }

  // ---------- game challenges ----------

  challengeGames(): Schemas['DailyGame'][] {
    return (
      this.sql('SELECT * FROM games WHERE challenges = 1 AND game_id <> ? ORDER BY sort').all(
        AIM_TRAIN_GAME.gameId,
      ) as GameRow[]
    ).map((g) => this.toGame(g));
  }

  gameChallenges(msisdn: string, gameId: string): Schemas['GameChallengesResponse']['data'] {
    const game = this.gameRow(gameId);
    if (!game) throw new StoreError(404, `No game with id '${gameId}'.`, 'GAME_NOT_FOUND');
    const rows = this.sql(
      `SELECT c.*, (e.msisdn IS NOT NULL) AS made FROM game_challenges c
         LEFT JOIN challenge_entries e ON e.challenge_id = c.challenge_id AND e.msisdn = ?
         WHERE c.game_id = ? ORDER BY c.sort`,
    ).all(msisdn, gameId) as {
      challenge_id: string;
      id: string;
      name: string;
      prize: number;
      thumbnail: string;
      archived: number;
      made: number;
    }[];
    const aimTrainNext = gameId === AIM_TRAIN_GAME.gameId ? this.eslNext(msisdn, gameId) : null;
    return {
      game: this.toGame(game),
      challenges: rows.map((c) => ({
        challengeId: c.challenge_id,
        id: c.id,
        challengeName: c.name,
        // The Aim Train challenge pays the subscriber's next level.
        prize: aimTrainNext?.credits ?? c.prize,
        challengeThumbnail: c.thumbnail,
        makeEntry: aimTrainNext ? 0 : c.made ? 1 : 0,
        archived: c.archived ? 1 : 0,
      })),
    };
  }

  checkChallengeEntry(msisdn: string, gameId: string, challengeId: string): { prize: number; name: string } {
    const challenge = this.sql('SELECT * FROM game_challenges WHERE challenge_id = ? AND game_id = ?').get(
      challengeId,
      gameId,
    ) as { prize: number; name: string; archived: number } | undefined;
    if (!challenge) {
      throw new StoreError(404, `No challenge '${challengeId}' for game '${gameId}'.`, 'CHALLENGE_NOT_FOUND');
    }
    if (gameId === AIM_TRAIN_GAME.gameId) {
      throw new StoreError(409, 'Aim Train is played, not submitted: use Play Now.', 'PLAY_INSTEAD');
    }
    if (challenge.archived)
      throw new StoreError(409, 'This challenge is no longer active.', 'CHALLENGE_ARCHIVED');
    if (
      this.sql('SELECT 1 FROM challenge_entries WHERE msisdn = ? AND challenge_id = ?').get(
        msisdn,
        challengeId,
      )
    ) {
      throw new StoreError(409, 'You have already claimed this challenge.', 'ALREADY_CLAIMED');
    }
    return challenge;
  }

  submitChallengeEntry(msisdn: string, gameId: string, challengeId: string, image: string): void {
    this.db
      .transaction(() => {
        const { prize } = this.checkChallengeEntry(msisdn, gameId, challengeId);
        this.sql(
          'INSERT INTO challenge_entries (msisdn, challenge_id, image, created_at) VALUES (?, ?, ?, ?)',
        ).run(msisdn, challengeId, image, this.now());
        if (!this.earn(CREDIT_RULES.challenge, msisdn, prize, { challengeId })) {
          throw new StoreError(409, 'You have already claimed this challenge.', 'ALREADY_CLAIMED');
        }
      })
      .immediate();
  }

  completedTasks(msisdn: string): Schemas['CompletedTask'][] {
    const rows = this.sql(
      `SELECT c.challenge_id AS uuid, c.name, c.prize, c.thumbnail, e.created_at FROM challenge_entries e
           JOIN game_challenges c ON c.challenge_id = e.challenge_id WHERE e.msisdn = ?
         UNION ALL
         SELECT d.challenge_id AS uuid, t.name, t.prize, t.thumbnail, d.created_at FROM daily_entries d
           JOIN daily_templates t ON t.template_id = substr(d.challenge_id, 1, instr(d.challenge_id, ':') - 1)
           WHERE d.msisdn = ?
         ORDER BY created_at DESC`,
    ).all(msisdn, msisdn) as { uuid: string; name: string; prize: number; thumbnail: string }[];
    return rows.map((r) => ({
      challenge_uuid: r.uuid,
      challenge_name: r.name,
      prize: r.prize,
      thumbnail: r.thumbnail,
    }));
  }

  // ---------- tournaments ----------

  private tournamentStatus(row: TournamentRow): number {
    const now = this.now();
    if (row.time_start === null || now < row.time_start) return 1;
    if (row.time_end === null || now < row.time_end) return 2;
    return 3;
  }

  private toTournament(row: TournamentRow): Schemas['Tournament'] {
    const status = this.tournamentStatus(row);
    const entries = this.sql(
      'SELECT pubg_nick FROM tournament_entries WHERE tourn_id = ? ORDER BY created_at',
    ).all(row.tourn_id) as { pubg_nick: string }[];
    return {
      id: row.id,
      tourn_id: row.tourn_id,
      tourn_name: row.name,
      game: row.game,
      time: tournamentTime(row.time_start),
      timeStart: iso(row.time_start),
      timeEnd: iso(row.time_end),
      status,
      is_running: status === 2 ? 1 : 0,
      entryFee: row.entry_fee,
      isEntryFree: row.is_entry_free ? 1 : 0,
      prize: row.prize,
      second_prize: row.second_prize,
      third_prize: row.third_prize,
      banner: row.banner,
      platform: row.platform,
      UIDCheck: row.uid_check ? 1 : 0,
      tourn_type: row.tourn_type,
      entries,
    };
  }

  tournaments(): Schemas['Tournament'][] {
    return this.readCached('tournaments', () => {
      const rows = this.sql('SELECT * FROM tournaments ORDER BY sort').all() as TournamentRow[];
      const now = this.now();
      // A status changes when the clock passes a start or an end: the list is recomputed then.
      const changes = rows
        .flatMap((t) => [t.time_start, t.time_end])
        .filter((time): time is number => time !== null && time > now);
      return { value: rows.map((t) => this.toTournament(t)), until: Math.min(Infinity, ...changes) };
    });
  }

  private tournamentRow(id: string): TournamentRow {
    const row = this.sql('SELECT * FROM tournaments WHERE tourn_id = ? OR id = ?').get(id, id) as
      TournamentRow | undefined;
    if (!row) throw new StoreError(404, `No tournament with id '${id}'.`, 'TOURNAMENT_NOT_FOUND');
    return row;
  }

  tournament(id: string): Schemas['Tournament'] {
    return this.toTournament(this.tournamentRow(id));
  }

  checkin(
    msisdn: string,
    input: Schemas['TournamentCheckinRequest'],
  ): { already_submited: boolean; credits: number } {
    return this.db
      .transaction(() => {
        const row = this.tournamentRow(input.id);
        const existing = this.sql('SELECT 1 FROM tournament_entries WHERE tourn_id = ? AND msisdn = ?').get(
          row.tourn_id,
          msisdn,
        );
        if (existing) return { already_submited: true, credits: this.balance(msisdn) };
        if (this.tournamentStatus(row) !== 1) {
          throw new StoreError(409, 'Registrations are closed for this tournament.', 'REGISTRATION_CLOSED');
        }
        const requirements = registrationRequirements({
          UIDCheck: row.uid_check,
          tourn_type: row.tourn_type,
        });
        const missing = validateRegistration(requirements, input);
        if (missing.length > 0) {
          throw new StoreError(400, `Required: ${missing.join(', ')}.`, 'MISSING_FIELDS');
        }
        if (requirements.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.userEmail.trim())) {
          throw new StoreError(400, 'userEmail must be a valid e-mail address.', 'INVALID_EMAIL');
        }
        const fee = row.is_entry_free ? 0 : (row.entry_fee ?? 0);
        this.spend(
          CREDIT_RULES.tournamentFee,
          msisdn,
          fee,
          { tournId: row.tourn_id },
          `Not enough credits: the entry fee is ${fee} Credits.`,
        );
        this.sql(
          'INSERT INTO tournament_entries (tourn_id, msisdn, pubg_id, pubg_nick, email, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          row.tourn_id,
          msisdn,
          input.pubg_id.trim(),
          input.pubg_nick.trim(),
          input.userEmail.trim(),
          this.now(),
        );
        return { already_submited: false, credits: this.balance(msisdn) };
      })
      .immediate();
  }

  // ---------- ESL games (Aim Train) ----------

  private eslProgress(msisdn: string, game: string) {
    return this.sql('SELECT * FROM esl_progress WHERE msisdn = ? AND game_unique_id = ?').get(
      msisdn,
      game,
    ) as
      | {
          highest_passed: number;
          open_level: number | null;
          open_credits: number | null;
          open_since: number | null;
        }
      | undefined;
  }

  private eslNext(msisdn: string, game: string): { level: number; credits: number } {
    const level = nextAimTrainLevel(this.eslProgress(msisdn, game)?.highest_passed ?? 0);
    return { level, credits: aimTrainLevelCredits(level) ?? 0 };
  }

  private eslGame(gameUniqueId: string) {
    const row = this.sql('SELECT * FROM esl_games WHERE game_unique_id = ?').get(gameUniqueId) as
      { game_unique_id: string; game_id: string; game_name: string; thumbnail: string } | undefined;
    if (!row) throw new StoreError(404, `No originals game '${gameUniqueId}'.`, 'GAME_NOT_FOUND');
    return row;
  }

  eslGames(msisdn: string): Schemas['EslGame'][] {
    const rows = this.sql('SELECT * FROM esl_games ORDER BY game_unique_id').all() as {
      game_unique_id: string;
      game_id: string;
      game_name: string;
      thumbnail: string;
    }[];
    return rows.map((g) => {
      const next = this.eslNext(msisdn, g.game_unique_id);
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

  eslEnter(msisdn: string, input: Schemas['EslEnterRequest']): Schemas['EslEnterResponse']['data'] {
    return this.db
      .transaction(() => {
        this.eslGame(input.game_unique_id);
        const next = this.eslNext(msisdn, input.game_unique_id);
        if (input.game_level !== next.level) {
          throw new StoreError(
            409,
            `Level ${input.game_level} is not unlocked; play level ${next.level}.`,
            'LEVEL_LOCKED',
          );
        }
        if (input.level_credits !== next.credits) {
          throw new StoreError(
            400,
            `level_credits must be ${next.credits} for level ${next.level}.`,
            'WRONG_CREDITS',
          );
        }
        this.sql(
          `INSERT INTO esl_progress (msisdn, game_unique_id, highest_passed, open_level, open_credits, open_since, plays)
           VALUES (?, ?, 0, ?, ?, ?, 1)
           ON CONFLICT (msisdn, game_unique_id) DO UPDATE SET open_level = excluded.open_level,
             open_credits = excluded.open_credits, open_since = excluded.open_since, plays = plays + 1`,
        ).run(msisdn, input.game_unique_id, next.level, next.credits, this.now());
        return { game_unique_id: input.game_unique_id, game_level: next.level, level_credits: next.credits };
      })
      .immediate();
  }

  eslResult(msisdn: string, input: Schemas['EslResultRequest']): Schemas['EslResultResponse']['data'] {
    return this.db
      .transaction(() => {
        this.eslGame(input.game_unique_id);
        const progress = this.eslProgress(msisdn, input.game_unique_id);
        if (!progress || progress.open_level !== input.game_level) {
          throw new StoreError(409, `Level ${input.game_level} has no game in progress.`, 'NO_OPEN_SESSION');
        }
        let awarded = 0;
        const passed = input.is_passed === '1';
        if (passed) {
          this.checkPlausiblePass(input.game_level, progress.open_since);
          const credits = progress.open_credits ?? 0;
          const level = { game: input.game_unique_id, level: input.game_level };
          if (this.earn(CREDIT_RULES.aimTrainLevel, msisdn, credits, level)) awarded = credits;
        }
        this.sql(
          `UPDATE esl_progress SET open_level = NULL, open_credits = NULL, open_since = NULL,
             highest_passed = MAX(highest_passed, ?) WHERE msisdn = ? AND game_unique_id = ?`,
        ).run(passed ? input.game_level : 0, msisdn, input.game_unique_id);
        return {
          credits_awarded: awarded,
          next_level: this.eslNext(msisdn, input.game_unique_id).level,
          credits: this.balance(msisdn),
        };
      })
      .immediate();
  }

  /**
   * A pass sooner after enter than the game's rules allow (aimTrainMinPassMs: a perfect player who hits
   * every target the instant it appears) is refused and changes nothing; the level stays open. This
   * stops a script that posts passes at once; it cannot stop one that waits (docs/security.md).
   */
  private checkPlausiblePass(level: number, openSince: number | null): void {
    const minimum = aimTrainMinPassMs(level);
    const elapsed = openSince === null ? 0 : this.now() - openSince;
    if (elapsed < minimum) {
      throw new StoreError(
        409,
        `Level ${level} cannot be passed in ${(Math.max(0, elapsed) / 1000).toFixed(1)} s: it takes at least ${(minimum / 1000).toFixed(1)} s to play.`,
        'TOO_FAST',
      );
    }
  }

  eslExit(msisdn: string, gameUniqueId: string): void {
    this.eslGame(gameUniqueId);
    this.sql(
      'UPDATE esl_progress SET open_level = NULL, open_credits = NULL, open_since = NULL WHERE msisdn = ? AND game_unique_id = ?',
    ).run(msisdn, gameUniqueId);
  }

  // ---------- videos ----------

  videos(gameId?: string): Schemas['Video'][] {
    const rows = (
      gameId === undefined
        ? this.sql('SELECT * FROM videos ORDER BY sort').all()
        : this.sql('SELECT * FROM videos WHERE game_id = ? ORDER BY sort').all(gameId)
    ) as { id: string; title: string; link: string; thumbnail: string; game: string }[];
    return rows.map((v) => ({
      id: v.id,
      title: v.title,
      link: v.link,
      thumbnail: v.thumbnail,
      game: v.game,
    }));
  }

  highlightGames(): Schemas['GameHighlight'][] {
    return (
      this.sql('SELECT * FROM highlight_games ORDER BY sort').all() as {
        id: string;
        game_id: string;
        game: string;
        thumbnail: string;
      }[]
    ).map((h) => ({ id: h.id, gameId: h.game_id, game: h.game, thumbnail: h.thumbnail }));
  }

  // ---------- profile ----------

  private count(sql: string, msisdn: string): number {
    return (this.sql(sql).get(msisdn) as { n: number }).n;
  }

  profile(msisdn: string): Schemas['Profile'] {
    return this.readCached(`profile:${msisdn}`, () => ({ value: this.readProfile(msisdn) }));
  }

  private readProfile(msisdn: string): Schemas['Profile'] {
    const row = this.requireSubscriber(msisdn, [
      'msisdn',
      'name',
      'username',
      'email',
      'gender',
      'bio',
      'date_of_birth',
      'profile_image',
    ]);
    return {
      success: true,
      name: row.name,
      username: row.username,
      email: row.email,
      gender: row.gender,
      bio: row.bio,
      dateOfBirth: row.date_of_birth,
      profileImage: row.profile_image,
      phone: row.msisdn,
      total_tournament: this.count('SELECT COUNT(*) AS n FROM tournament_entries WHERE msisdn = ?', msisdn),
      completed_tasks_total:
        this.count('SELECT COUNT(*) AS n FROM challenge_entries WHERE msisdn = ?', msisdn) +
        this.count('SELECT COUNT(*) AS n FROM daily_entries WHERE msisdn = ?', msisdn),
      credits: this.ledgerSum(msisdn),
      items_redeemed: this.count(
        "SELECT COUNT(*) AS n FROM redemptions WHERE msisdn = ? AND status = 'claimed'",
        msisdn,
      ),
    };
  }

  updateProfile(
    msisdn: string,
    changes: {
      username?: string;
      email?: string;
      gender?: string;
      bio?: string;
      dateOfBirth?: string;
      image?: string;
    },
  ): { previousImage: string | null } {
    const { profile_image: previousImage } = this.requireSubscriber(msisdn, ['profile_image']);
    const columns: Record<string, string | undefined> = {
      username: changes.username,
      // The spec's profile has a name and a username; the form edits the username, shown as the name too.
      name: changes.username,
      email: changes.email,
      gender: changes.gender,
      bio: changes.bio,
      date_of_birth: changes.dateOfBirth,
      profile_image: changes.image,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined && value !== '');
    if (set.length === 0) return { previousImage };
    this.sql(
      `UPDATE subscribers SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE msisdn = ?`,
    ).run(...set.map(([, value]) => value), msisdn);
    return { previousImage };
  }

  // ---------- redeem ----------

  redeemItem(msisdn: string, item: number): Schemas['RedeemItemResponse']['data'] {
    const reward = rewardByItemNumber(item);
    if (!reward) throw new StoreError(404, `No catalogue item ${item}.`, 'ITEM_NOT_FOUND');
    const row = this.requireSubscriber(msisdn, ['msisdn', 'name', 'username', 'balance']);
    if (row.balance < reward.credits) {
      throw new StoreError(
        409,
        `You need ${reward.credits} credits to redeem ${reward.name}; you have ${row.balance}.`,
        'INSUFFICIENT_CREDITS',
      );
    }
    const uuid = randomUUID();
    this.sql(
      "INSERT INTO redemptions (uuid, msisdn, item, credits, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
    ).run(uuid, msisdn, item, reward.credits, this.now());
    return { name: row.name || row.username, item: reward.name, uuid, tel: row.msisdn };
  }

  /** Spends the item's credits exactly once per uuid; a repeat of a confirmed claim changes nothing. */
  redeemClaim(msisdn: string, input: Schemas['RedeemClaimRequest']): { repeated: boolean } {
    return this.db
      .transaction(() => {
        const redemption = this.sql('SELECT * FROM redemptions WHERE uuid = ? AND msisdn = ?').get(
          input.uuid,
          msisdn,
        ) as { item: number; credits: number; status: string } | undefined;
        if (!redemption) throw new StoreError(404, `No redemption '${input.uuid}'.`, 'REDEMPTION_NOT_FOUND');
        const reward = REWARDS[redemption.item - 1];
        // item comes back as redeem-item answered it (the item's name) or as the catalogue number.
        const sameItem =
          typeof input.item === 'number' ? input.item === redemption.item : input.item === reward?.name;
        if (!sameItem) {
          throw new StoreError(400, `item does not match redemption '${input.uuid}'.`, 'ITEM_MISMATCH');
        }
        if (redemption.status === 'claimed') return { repeated: true };
        this.spend(
          CREDIT_RULES.redeem,
          msisdn,
          redemption.credits,
          { uuid: input.uuid },
          `Not enough credits to redeem ${reward?.name ?? 'this item'}.`,
        );
        this.sql(
          "UPDATE redemptions SET status = 'claimed', name = ?, email = ?, phone = ?, claimed_at = ? WHERE uuid = ?",
        ).run(input.name.trim(), input.email.trim(), input.phone.trim(), this.now(), input.uuid);
        return { repeated: false };
      })
      .immediate();
  }

  notifyPartner(msisdn: string, jazzMsisdn: string): void {
    this.sql('INSERT INTO partner_notifications (msisdn, jazz_msisdn, created_at) VALUES (?, ?, ?)').run(
      msisdn,
      jazzMsisdn,
      this.now(),
    );
  }

  // ---------- leaderboard ----------

  leaderboard(limit: number): Schemas['LeaderboardEntry'][] {
    return this.readCached(`leaderboard:${limit}`, () => ({ value: this.rankSubscribers(limit) }));
  }

  /** The leaderboard query itself, never cached (bench/scale.mjs measures it at a million rows). */
  rankSubscribers(limit: number): Schemas['LeaderboardEntry'][] {
    const rows = this.sql(
      `SELECT s.msisdn, s.name, s.username, s.balance, s.profile_image,
           (SELECT COUNT(*) FROM tournament_entries t WHERE t.msisdn = s.msisdn) AS tournaments,
           (SELECT COUNT(*) FROM redemptions r WHERE r.msisdn = s.msisdn AND r.status = 'claimed') AS redeemed,
           (SELECT COUNT(*) FROM challenge_entries c WHERE c.msisdn = s.msisdn) AS challenges
         FROM subscribers s INDEXED BY subscribers_by_balance
         ORDER BY s.balance DESC, s.msisdn LIMIT ?`,
    ).all(limit) as {
      name: string;
      username: string;
      balance: number;
      profile_image: string | null;
      tournaments: number;
      redeemed: number;
      challenges: number;
    }[];
    return rows.map((r, i) => ({
      rank: i + 1,
      name: r.name,
      username: r.username,
      score: r.balance,
      profileImage: r.profile_image,
      total_tournaments: r.tournaments,
      redeemed_items: r.redeemed,
      total_challenges: r.challenges,
    }));
  }
}
