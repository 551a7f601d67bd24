import { EslGames } from '../areas/aim-train/store';
import { Challenges } from '../areas/challenges/store';
import { Ledger } from '../areas/credits/store';
import { DailyTasks } from '../areas/daily-tasks/store';
import { Highlights } from '../areas/highlights/store';
import { Leaderboard } from '../areas/leaderboard/store';
import { Profiles } from '../areas/profile/store';
import { Redemptions } from '../areas/redeem/store';
import { Streaks } from '../areas/streak/store';
import { Subscribers, type SubscriptionStatus } from '../areas/subscription/store';
import { Tournaments } from '../areas/tournaments/store';
import { StoreContext } from '../store/context';
import type { Db } from '../store/database';
import { Seeds } from '../store/seed/apply-seed';
import type { SeedName } from '../store/seed/read-seed';

/**
 * One world's database and its areas (src/areas/<area>/store.ts), which share its context and clock.
 * Handlers call their area (`store.streaks.claim(msisdn)`): an operation is written in its area's
 * store and handlers, and nowhere else. What stays here is the world's own: its clock, its seed, and
 * the few calls the mock's machinery (the control API, the stand-ins) and tests drive a world by.
 * Every change that moves credits is one transaction in its area, through the ledger (areas/credits);
 * no SQL lives outside the stores (lint/boundaries.js).
 */
export class Store {
  private readonly ctx: StoreContext;
  private readonly seeds: Seeds;
  readonly ledger: Ledger;
  readonly subscribers: Subscribers;
  readonly streaks: Streaks;
  readonly dailyTasks: DailyTasks;
  readonly aimTrain: EslGames;
  readonly challenges: Challenges;
  readonly tournaments: Tournaments;
  readonly highlights: Highlights;
  readonly profiles: Profiles;
  readonly redemptions: Redemptions;
  readonly leaderboard: Leaderboard;

  constructor(readonly db: Db) {
    const ctx = new StoreContext(db);
    this.ctx = ctx;
    this.ledger = new Ledger(ctx);
    this.subscribers = new Subscribers(ctx, this.ledger);
    this.seeds = new Seeds(ctx, this.ledger);
    this.streaks = new Streaks(ctx, this.subscribers, this.ledger);
    this.dailyTasks = new DailyTasks(ctx, this.subscribers, this.ledger);
    this.aimTrain = new EslGames(ctx, this.ledger);
    this.challenges = new Challenges(ctx, this.ledger, this.aimTrain);
    this.tournaments = new Tournaments(ctx, this.ledger);
    this.highlights = new Highlights(ctx);
    this.profiles = new Profiles(ctx, this.subscribers, this.ledger);
    this.redemptions = new Redemptions(ctx, this.subscribers, this.ledger);
    this.leaderboard = new Leaderboard(ctx);
  }

  // The world's clock and seed
  now = (): number => this.ctx.now();
  setClock = (epochMs: number): void => this.ctx.clock.set(epochMs);
  advanceClock = (ms: number): void => this.ctx.clock.advance(ms);
  /** Milliseconds the world's clock is ahead of the real one (behind when negative). */
  clockOffset = (): number => this.ctx.clock.offset();
  isEmpty = (): boolean => this.seeds.current() === undefined;
  /** The seed the database was last reset to. */
  seedName = (): SeedName => this.seeds.current() ?? 'default';
  reset = (seed: SeedName): void => this.seeds.reset(seed);

  // What the control API, the stand-ins, the token handler and tests drive a world by
  subscriptionStatus = (msisdn: string): SubscriptionStatus => this.subscribers.authState(msisdn).status;
  subscribe = (msisdn: string) => this.subscribers.subscribe(msisdn);
  unsubscribe = (msisdn: string) => this.subscribers.unsubscribe(msisdn);
  putSubscriber = (msisdn: string, status: 'trial' | 'active' | 'unsubscribed', credits?: number) =>
    this.subscribers.put(msisdn, status, credits);
  balance = (msisdn: string): number => this.ledger.balance(msisdn);
  ledgerSum = (msisdn: string): number => this.ledger.sum(msisdn);
}
