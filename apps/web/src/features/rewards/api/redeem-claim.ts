import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidateCredits } from '@/lib/query-keys';

// redeemClaim: POST /v1/redeem-claim with the item, the redemption's uuid and the contact details. A 200
// goes to /thankyou; anything else is 'Redemption failed. Please try again.' (spec section 8).

export type RedeemClaim = Schemas['RedeemClaimRequest'];

export function useRedeemClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: RedeemClaim) =>
      expectSuccess(api.POST('/v1/redeem-claim', { body: claim }), { failed: 'messages.redemptionFailed' }),
    // The claim spends credits: the layout, the settings and the leaderboard show them.
    onSuccess: () => invalidateCredits(queryClient),
  });
}
