import { claimStreak, streakStatus } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../../store/context';
import { CREDIT_RULES } from '../../credits/rules';
import type { Ledger } from '../../credits/store';
import { StoreError } from '../../../store/store-error';
import type { Subscribers } from '../../account/store';

const ALREADY_CLAIMED = "Today's reward has already been claimed.";

/** The daily check-in streak (the rules are @esr/domain's; days are Pakistan's). */
export class Streaks {
  constructor(
    private readonly ctx: StoreContext,
    private readonly subscribers: Subscribers,
    private readonly ledger: Ledger,
  ) {}

  streak(msisdn: string): Schemas['StreakData'] {
    return this.ctx.readCached(`streak:${msisdn}`, () => {
      const row = this.subscribers.require(msisdn, ['last_claim_date', 'last_claim_day', 'daily_game_id']);
      const status = streakStatus(
        { lastClaimDate: row.last_claim_date, lastClaimDay: row.last_claim_day },
        this.ctx.clock.today(),
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
        until: this.ctx.clock.todayEnds(),
      };
    });
  }

  claim(msisdn: string): { credits_awarded: number; active_streak: number; credits: number } {
    return this.ctx.immediate(() => {
      const row = this.subscribers.require(msisdn, ['last_claim_date', 'last_claim_day']);
      const today = this.ctx.clock.today();
      const result = claimStreak(
        { lastClaimDate: row.last_claim_date, lastClaimDay: row.last_claim_day },
        today,
      );
      if (!result.ok || !this.ledger.earn(CREDIT_RULES.streak, msisdn, result.credits, { day: today })) {
        throw new StoreError('conflict', ALREADY_CLAIMED, 'ALREADY_CLAIMED');
      }
      this.ctx
        .sql('UPDATE subscribers SET last_claim_date = ?, last_claim_day = ? WHERE msisdn = ?')
        .run(result.record.lastClaimDate, result.record.lastClaimDay, msisdn);
      return {
        credits_awarded: result.credits,
        active_streak: result.day,
        credits: this.ledger.balance(msisdn),
      };
    });
  }
}
