import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';

// gamenowNotify: POST /v1/gamenow/notify with the Jazz number as an msisdn (92 plus the number without its
// leading 0). Any failure is 'Please try again later' (spec section 8).
export function useNotifyGamenow() {
  return useMutation({
    mutationFn: (msisdn: string) =>
      expectSuccess(api.POST('/v1/gamenow/notify', { body: { msisdn } }), {
        failed: 'messages.tryAgainLater',
        unsuccessful: 'messages.tryAgainLater',
      }),
  });
}
