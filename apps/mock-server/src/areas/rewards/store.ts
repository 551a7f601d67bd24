import { rewardByItemNumber, rewardName } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { randomUUID } from 'node:crypto';
import type { StoreContext } from '../../store/context';
import { CREDIT_RULES } from '../credits/rules';
import type { Ledger } from '../credits/store';
import { StoreError } from '../../store/store-error';
import type { Subscribers } from '../account/store';

/** A redemption not confirmed (redeem-claim) within this expires: its uuid claims nothing any more. */
export const PENDING_REDEMPTION_TTL_MS = 60 * 60_000;
/** The pending redemptions a subscriber keeps: starting one more drops the oldest (issue 26, finding 7). */
export const PENDING_REDEMPTIONS_KEPT = 10;

/**
 * Redeeming a catalogue item: a pending redemption, then a claim that spends once per uuid. Pending
 * ones expire and are bounded per subscriber, so repeated redeem-item calls cannot grow the database.
 */
export class Redemptions {
  constructor(
    private readonly ctx: StoreContext,
    private readonly subscribers: Subscribers,
    private readonly ledger: Ledger,
  ) {}

  start(msisdn: string, item: number): Schemas['RedeemItemResponse']['data'] {
    const reward = rewardByItemNumber(item);
    if (!reward) throw new StoreError('not-found', `No catalogue item ${item}.`, 'ITEM_NOT_FOUND');
    const row = this.subscribers.require(msisdn, ['msisdn', 'name', 'username', 'balance']);
    if (row.balance < reward.credits) {
      throw new StoreError(
        'conflict',
        `You need ${reward.credits} credits to redeem ${rewardName(reward)}; you have ${row.balance}.`,
        'INSUFFICIENT_CREDITS',
        { required_credits: reward.credits, credits: row.balance },
      );
    }
    const uuid = randomUUID();
    const now = this.ctx.now();
    this.ctx.transaction(() => {
      // Expired ones go, and the oldest beyond the kept number: claimed redemptions stay on record.
      this.ctx
        .sql(
          `DELETE FROM redemptions WHERE msisdn = ? AND status = 'pending'
           AND (created_at <= ? OR uuid NOT IN (SELECT uuid FROM redemptions WHERE msisdn = ? AND status = 'pending'
             ORDER BY created_at DESC, rowid DESC LIMIT ?))`,
        )
        .run(msisdn, now - PENDING_REDEMPTION_TTL_MS, msisdn, PENDING_REDEMPTIONS_KEPT - 1);
      this.ctx
        .sql(
          "INSERT INTO redemptions (uuid, msisdn, item, credits, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
        )
        .run(uuid, msisdn, item, reward.credits, now);
    });
    return { name: row.name || row.username, item: rewardName(reward), uuid, tel: row.msisdn };
  }

  /** Spends the item's credits exactly once per uuid; a repeat of a confirmed claim changes nothing. */
  claim(msisdn: string, input: Schemas['RedeemClaimRequest']): { repeated: boolean } {
    return this.ctx.immediate(() => {
      const redemption = this.ctx
        .sql('SELECT * FROM redemptions WHERE uuid = ? AND msisdn = ?')
        .get(input.uuid, msisdn) as
        { item: number; credits: number; status: string; created_at: number } | undefined;
      if (!redemption)
        throw new StoreError('not-found', `No redemption '${input.uuid}'.`, 'REDEMPTION_NOT_FOUND');
      if (
        redemption.status === 'pending' &&
        redemption.created_at <= this.ctx.now() - PENDING_REDEMPTION_TTL_MS
      ) {
        throw new StoreError(
          'not-found',
          `Redemption '${input.uuid}' expired (not confirmed within ${PENDING_REDEMPTION_TTL_MS / 60_000} minutes): redeem the item again.`,
          'REDEMPTION_EXPIRED',
        );
      }
      const reward = rewardByItemNumber(redemption.item);
      // item comes back as redeem-item answered it (the item's name) or as the catalogue number.
      const sameItem =
        typeof input.item === 'number'
          ? input.item === redemption.item
          : reward !== undefined && input.item === rewardName(reward);
      if (!sameItem) {
        throw new StoreError('invalid', `item does not match redemption '${input.uuid}'.`, 'ITEM_MISMATCH');
      }
      if (redemption.status === 'claimed') return { repeated: true };
      const refusal = `Not enough credits to redeem ${reward ? rewardName(reward) : 'this item'}.`;
      this.ledger.spend(CREDIT_RULES.redeem, msisdn, redemption.credits, { uuid: input.uuid }, refusal);
      this.ctx
        .sql(
          "UPDATE redemptions SET status = 'claimed', name = ?, email = ?, phone = ?, claimed_at = ? WHERE uuid = ?",
        )
        .run(input.name.trim(), input.email.trim(), input.phone.trim(), this.ctx.now(), input.uuid);
      return { repeated: false };
    });
  }

  /** Records that a gamenow partner user vouched for a Jazz number that wants to redeem (gamenowNotify). */
  notifyPartner(msisdn: string, jazzMsisdn: string): void {
    this.ctx
      .sql('INSERT INTO partner_notifications (msisdn, jazz_msisdn, created_at) VALUES (?, ?, ?)')
      .run(msisdn, jazzMsisdn, this.ctx.now());
  }
}
