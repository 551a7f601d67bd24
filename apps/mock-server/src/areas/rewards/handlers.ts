import { isMsisdn } from '@esr/domain';
import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';
import { statusOfRefusal } from '../../contract/refusals';
import { StoreError } from '../../store/store-error';

/** Redeeming catalogue items with credits, and the gamenow partner's notification of a Jazz number. */
export const rewardsHandlers: Pick<Handlers, 'redeemItem' | 'redeemClaim' | 'gamenowNotify'> = {
  redeemItem({ store, msisdn, body }) {
    try {
      return ok({ success: true, data: store.redemptions.start(msisdn, body.item) });
    } catch (error) {
      const status = error instanceof StoreError ? statusOfRefusal(error) : undefined;
      if (error instanceof StoreError && (status === 404 || status === 409)) {
        // The designed code and numbers beside the spec's details, so a client can word it in its language.
        const designed = status === 409 ? { code: error.code, ...error.numbers } : {};
        return {
          status,
          body: { success: false, message: error.message, ...designed, data: { details: error.message } },
        };
      }
      throw error;
    }
  },

  redeemClaim({ store, msisdn, body }) {
    const { repeated } = store.redemptions.claim(msisdn, body);
    return ok({ success: true, message: repeated ? 'Redemption already confirmed' : 'Redemption confirmed' });
  },

  gamenowNotify({ store, msisdn, gn, body }) {
    if (gn !== 1) {
      return {
        status: 403,
        body: {
          success: false,
          message: 'Only a gamenow partner user (a token with gn 1) can notify gamenow.',
          code: 'NOT_GAMENOW',
        },
      };
    }
    if (!isMsisdn(body.msisdn)) {
      return {
        status: 400,
        body: { success: false, message: 'body/msisdn must be 92 followed by 10 digits' },
      };
    }
    store.redemptions.notifyPartner(msisdn, body.msisdn);
    return ok({ success: true, message: 'Partner notified' });
  },
};
