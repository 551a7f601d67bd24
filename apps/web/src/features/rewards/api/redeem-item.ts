import { MESSAGES } from '@esr/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';

// redeemItem: POST /v1/redeem-item with the item number (catalogue index plus 1). On failure the spec shows
// the server's `details` or `message` (section 8), else 'An error occurred. Please try again.'.

interface RedeemFailureBody {
  message?: unknown;
  data?: { details?: unknown; message?: unknown } | null;
}

function serverText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The message for a failed redeem-item: data.details, then data.message, then the spec's fallback. */
export function redeemFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind !== 'network') {
    const body = (error.cause ?? null) as RedeemFailureBody | null;
    return serverText(body?.data?.details) ?? serverText(body?.data?.message) ?? MESSAGES.genericError;
  }
  return MESSAGES.genericError;
}

export function useRedeemItem() {
  return useMutation({
    mutationFn: async (item: number) =>
      (
        await expectSuccess(api.POST('/v1/redeem-item', { body: { item } }), {
          failed: MESSAGES.genericError,
        })
      ).data,
  });
}
