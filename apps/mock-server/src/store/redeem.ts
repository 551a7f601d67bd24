import { REWARDS, rewardByItemNumber } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { randomUUID } from 'node:crypto';
import type { StoreContext } from './context';
import { CREDIT_RULES } from './credit-rules';
import type { Ledger } from './ledger';
import { StoreError } from './store-error';
import type { Subscribers } from './subscribers';

/** Redeeming a catalogue item: a pending redemption, then a claim that spends once per uuid. */
export class Redemptions {
  constructor(
    private readonly ctx: StoreContext,
    private readonly subscribers: Subscribers,
    private readonly ledger: Ledger,
  ) {}

  start(msisdn: string, item: number): Schemas['RedeemItemResponse']['data'] {
    const reward = rewardByItemNumber(item);
    if (!reward) throw new StoreError(404, `No catalogue item ${item}.`, 'ITEM_NOT_FOUND');
    const row = this.subscribers.require(msisdn, ['msisdn', 'name', 'username', 'balance']);
    if (row.balance < reward.credits) {
      throw new StoreError(
        409,
        `You need ${reward.credits} credits to redeem ${reward.name}; you have ${row.balance}.`,
        'INSUFFICIENT_CREDITS',
      );
    }
    const uuid = randomUUID();
    this.ctx
      .sql(
        "INSERT INTO redemptions (uuid, msisdn, item, credits, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
      )
      .run(uuid, msisdn, item, reward.credits, this.ctx.now());
    return { name: row.name || row.username, item: reward.name, uuid, tel: row.msisdn };
  }

  /** Spends the item's credits exactly once per uuid; a repeat of a confirmed claim changes nothing. */
  claim(msisdn: string, input: Schemas['RedeemClaimRequest']): { repeated: boolean } {
    return this.ctx.immediate(() => {
      const redemption = this.ctx
        .sql('SELECT * FROM redemptions WHERE uuid = ? AND msisdn = ?')
        .get(input.uuid, msisdn) as { item: number; credits: number; status: string } | undefined;
      if (!redemption) throw new StoreError(404, `No redemption '${input.uuid}'.`, 'REDEMPTION_NOT_FOUND');
      const reward = REWARDS[redemption.item - 1];
      // item comes back as redeem-item answered it (the item's name) or as the catalogue number.
      const sameItem =
        typeof input.item === 'number' ? input.item === redemption.item : input.item === reward?.name;
      if (!sameItem) {
        throw new StoreError(400, `item does not match redemption '${input.uuid}'.`, 'ITEM_MISMATCH');
      }
      if (redemption.status === 'claimed') return { repeated: true };
      const refusal = `Not enough credits to redeem ${reward?.name ?? 'this item'}.`;
      this.ledger.spend(CREDIT_RULES.redeem, msisdn, redemption.credits, { uuid: input.uuid }, refusal);
      this.ctx
        .sql(
          "UPDATE redemptions SET status = 'claimed', name = ?, email = ?, phone = ?, claimed_at = ? WHERE uuid = ?",
        )
        .run(input.name.trim(), input.email.trim(), input.phone.trim(), this.ctx.now(), input.uuid);
      return { repeated: false };
    });
  }
}
