import { Areas } from '../areas/areas';
import type { SubscriptionStatus } from '../areas/account/store';
import { StoreContext } from '../store/context';
import type { Db } from '../store/database';
import { Seeds } from '../store/seed/apply-seed';
import type { SeedName } from '../store/seed/read-seed';

/**
 * One world's database and its areas (areas/areas.ts, each src/areas/<area>/store.ts), which share its
 * context and clock. Handlers call their area (`store.streaks.claim(msisdn)`): an operation is written
 * in its area's store and handlers, and nowhere else. What this class adds is the world's own: its
 * clock, its seed, and the few calls the mock's machinery (the control API, the stand-ins) and tests
 * drive a world by. Every change that moves credits is one transaction in its area, through the ledger
 * (areas/credits); no SQL lives outside the stores (lint/boundaries.js).
 */
export class Store extends Areas {
  private readonly ctx: StoreContext;
  private readonly seeds: Seeds;

  constructor(readonly db: Db) {
    const ctx = new StoreContext(db);
    super(ctx);
    this.ctx = ctx;
    // The seed's rows go in by the store; its balances are earned through the credits area's own call.
    this.seeds = new Seeds(ctx, this.ledger);
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
