import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';
import { statusOfRefusal } from '../../contract/refusals';
import { StoreError } from '../../store/store-error';

/** Redeeming catalogue items with credits. */
export const redeemHandlers: Pick<Handlers, 'redeemItem' | 'redeemClaim'> = {
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
};
