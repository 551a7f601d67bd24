import { isGamenowReferrer } from '@esr/domain';
import type { Handlers } from '../handler-types';

/** Tokens for subscribed numbers. */
export const accountHandlers: Pick<Handlers, 'generateToken'> = {
  async generateToken({ store, body, issueToken, identity }) {
    // Identity is the phone number (spec section 7): behind the operator's gateway, only the number
    // the gateway vouches for gets a token (IDENTITY_HEADER, docs/security.md).
    if (identity !== undefined && identity !== body.msisdn) {
      return {
        status: 403,
        body: {
          success: false,
          message:
            "A token is issued only for the number of this connection (the operator's gateway did not vouch for it).",
          code: 'IDENTITY_MISMATCH',
        },
      };
    }
    // One answer for every number that gets no token, whether it never subscribed, unsubscribed or
    // ended its trial: the spec says only that it gets none, the web app tells them apart nowhere, and
    // three answers told anyone with a list of numbers who had ever subscribed (issue 41).
    const status = store.subscribers.authState(body.msisdn).status;
    if (status !== 'trial' && status !== 'active') {
      return {
        status: 403,
        body: {
          success: false,
          message: 'This number is not subscribed. Subscribe on the landing page.',
          code: 'NOT_SUBSCRIBED',
        },
      };
    }
    const token = await issueToken(body.msisdn, isGamenowReferrer(body.refferer) ? 1 : 0);
    return {
      status: 200,
      body: { success: true, message: 'Token generated' },
      headers: { access_token: token },
    };
  },
};
