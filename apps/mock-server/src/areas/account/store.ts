import { freeTrialEnds } from '@esr/domain';
import type { StoreContext } from '../../store/context';
import { CREDIT_RULES } from '../credits/rules';
import type { Ledger } from '../credits/store';
import { StoreError } from '../../store/store-error';

export type SubscriptionStatus = 'trial' | 'active' | 'unsubscribed' | 'expired' | 'unknown';

export interface SubscriberRow {
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

/** Subscribers: their subscription, the version their tokens carry, and test subscribers. */
export class Subscribers {
  constructor(
    private readonly ctx: StoreContext,
    private readonly ledger: Ledger,
  ) {}

  /** A subscriber's row, or only the columns asked for (the hot paths read a few of sixteen). */
  row<K extends keyof SubscriberRow = keyof SubscriberRow>(
    msisdn: string,
    columns?: readonly K[],
  ): Pick<SubscriberRow, K> | undefined {
    const list = columns ? columns.join(', ') : '*';
    return this.ctx.sql(`SELECT ${list} FROM subscribers WHERE msisdn = ?`).get(msisdn) as
      Pick<SubscriberRow, K> | undefined;
  }

  /** The row of a subscriber who must exist (the token's number): a 404 otherwise. */
  require<K extends keyof SubscriberRow = keyof SubscriberRow>(
    msisdn: string,
    columns?: readonly K[],
  ): Pick<SubscriberRow, K> {
    const row = this.row(msisdn, columns);
    if (!row) throw new StoreError('not-found', 'Subscriber not found.', 'SUBSCRIBER_NOT_FOUND');
    return row;
  }

  /**
   * What every authenticated request checks: the subscription, and the version its tokens must carry
   * (raised by each unsubscribe). Cached until a write, or until a trial ends.
   */
  authState(msisdn: string): { status: SubscriptionStatus; tokenVersion: number } {
    return this.ctx.readCached(`auth:${msisdn}`, () => {
      const row = this.ctx
        .sql('SELECT status, trial_ends_at, token_version FROM subscribers WHERE msisdn = ?')
        .get(msisdn) as Pick<SubscriberRow, 'status' | 'trial_ends_at' | 'token_version'> | undefined;
      if (!row) return { value: { status: 'unknown' as SubscriptionStatus, tokenVersion: 0 } };
      const tokenVersion = row.token_version;
      if (row.status === 'trial' && row.trial_ends_at !== null) {
        if (row.trial_ends_at <= this.ctx.now()) {
          return { value: { status: 'expired' as const, tokenVersion } };
        }
        return { value: { status: row.status, tokenVersion }, until: row.trial_ends_at };
      }
      return { value: { status: row.status, tokenVersion } };
    });
  }

  /**
   * Subscribes a number: a new number gets the one-day free trial; a number the store knows has had
   * its trial (every subscription starts with one), so an unsubscribed or expired one becomes a
   * paying subscription: unsubscribing never buys a second free trial.
   */
  subscribe(msisdn: string): SubscriptionStatus {
    const { status } = this.authState(msisdn);
    if (status === 'trial' || status === 'active') return status;
    const now = this.ctx.now();
    if (status === 'unknown') {
      this.ctx
        .sql("INSERT INTO subscribers (msisdn, status, trial_ends_at, created_at) VALUES (?, 'trial', ?, ?)")
        .run(msisdn, freeTrialEnds(now), now);
      return 'trial';
    }
    this.ctx
      .sql("UPDATE subscribers SET status = 'active', trial_ends_at = NULL WHERE msisdn = ?")
      .run(msisdn);
    return 'active';
  }

  /** Unsubscribes and retires every token issued so far (a re-subscription does not revive them). */
  unsubscribe(msisdn: string): boolean {
    const result = this.ctx
      .sql(
        "UPDATE subscribers SET status = 'unsubscribed', trial_ends_at = NULL, token_version = token_version + 1 WHERE msisdn = ?",
      )
      .run(msisdn);
    return result.changes > 0;
  }

  /** Creates or replaces a subscriber for tests (control API). Credits are set through the ledger. */
  put(msisdn: string, status: 'trial' | 'active' | 'unsubscribed', credits?: number): void {
    this.ctx.transaction(() => {
      const now = this.ctx.now();
      this.ctx
        .sql(
          `INSERT INTO subscribers (msisdn, status, trial_ends_at, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (msisdn) DO UPDATE SET status = excluded.status, trial_ends_at = excluded.trial_ends_at`,
        )
        .run(msisdn, status, status === 'trial' ? freeTrialEnds(now) : null, now);
      if (credits !== undefined) {
        const balance = this.ledger.balance(msisdn);
        if (credits !== balance) this.ledger.move(CREDIT_RULES.adjustment, msisdn, credits - balance, {});
      }
    });
  }

  /** Moves a balance by a signed amount outside every rule (a control-API fault's double credit; mock mode only). */
  adjust(msisdn: string, amount: number): void {
    this.ctx.transaction(() => this.ledger.move(CREDIT_RULES.adjustment, msisdn, amount, {}));
  }
}
