import type { StoreContext } from '../../store/context';
import type { SeedCredits } from '../../store/seed/apply-seed';
import { StoreError } from '../../store/store-error';
import { CREDIT_RULES, type CreditRule } from './rules';

/**
 * Credits: every earn and spend is a row of the ledger, unique on (msisdn, kind, ref), and the
 * subscriber's balance (CHECK >= 0) moves in the same transaction. The keys come from CREDIT_RULES
 * (rules.ts) and nowhere else.
 */
export class Ledger implements SeedCredits {
  constructor(private readonly ctx: StoreContext) {}

  balance(msisdn: string): number {
    const row = this.ctx.sql('SELECT balance FROM subscribers WHERE msisdn = ?').get(msisdn) as
      { balance: number } | undefined;
    return row?.balance ?? 0;
  }

  sum(msisdn: string): number {
    const row = this.ctx
      .sql('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE msisdn = ?')
      .get(msisdn) as { total: number };
    return row.total;
  }

  /**
   * Within a transaction: one ledger row and the balance, once per the rule's key (the ledger's unique
   * (msisdn, kind, ref)). Answers false when that key has moved credits already. The balance's CHECK
   * (>= 0) is the last line: a move that would make it negative fails the whole transaction.
   */
  move<A>(rule: CreditRule<A>, msisdn: string, amount: number, args: A): boolean {
    if (amount === 0) return true;
    const inserted = this.ctx
      .sql('INSERT OR IGNORE INTO ledger (msisdn, amount, kind, ref, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(msisdn, amount, rule.kind, rule.ref(args), this.ctx.now());
    if (inserted.changes === 0) return false;
    this.ctx.sql('UPDATE subscribers SET balance = balance + ? WHERE msisdn = ?').run(amount, msisdn);
    return true;
  }

  /** Within a transaction: earns `amount` once per the rule's key; false when already earned. */
  earn<A>(rule: CreditRule<A>, msisdn: string, amount: number, args: A): boolean {
    if (rule.direction !== 'earn') throw new Error(`${rule.kind} is not an earning rule`);
    return amount <= 0 || this.move(rule, msisdn, amount, args);
  }

  /** Within a seed's transaction: a seeded subscriber's credits, earned once per seed load. */
  earnSeeded(msisdn: string, credits: number, seed: string): void {
    this.earn(CREDIT_RULES.seed, msisdn, credits, { seed });
  }

  /** Within a transaction: spends once per the rule's key, refusing when the balance is too low. */
  spend<A>(rule: CreditRule<A>, msisdn: string, amount: number, args: A, refusal: string): boolean {
    if (rule.direction !== 'spend') throw new Error(`${rule.kind} is not a spending rule`);
    if (amount <= 0) return true;
    const balance = this.balance(msisdn);
    if (balance < amount) {
      throw new StoreError('conflict', refusal, 'INSUFFICIENT_CREDITS', {
        required_credits: amount,
        credits: balance,
      });
    }
    return this.move(rule, msisdn, -amount, args);
  }
}
