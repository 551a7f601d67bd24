import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { businessMessageOr, expectSuccess } from '@/lib/api-error';
import type { Message } from '@/lib/i18n';

// redeemItem: POST /v1/redeem-item with the item number (catalogue index plus 1). On failure the spec shows
// the server's `details` or `message` (section 8), else 'An error occurred. Please try again.'. The backend
// may refuse with an error status or with a 200 and success false: both carry the server's text.

/**
 * The message for a failed redeem-item: the refusal's details, then its message, then the spec's fallback
 * (a 5xx's technical text never shows: businessMessage).
 */
export function redeemFailureMessage(error: unknown): Message {
  return businessMessageOr(error, 'messages.genericError', ['details', 'message']);
}

export function useRedeemItem() {
  return useMutation({
    mutationFn: async (item: number) =>
      (
        await expectSuccess(api.POST('/v1/redeem-item', { body: { item } }), {
          failed: 'messages.genericError',
        })
      ).data,
  });
}
