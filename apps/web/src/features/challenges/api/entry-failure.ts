import { MESSAGES } from '@esr/domain';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// Spec section 8, uploads (decision 0510): a daily-task upload the server refused is 'Failed to submit
// image. Please try again.', a game-challenge entry the server refused is 'Failed to submit entry. Please
// try again.', and a call that answered nothing (offline, a failed token refresh) is 'An error occurred.
// Please try again.' for both.

type Call<T> = Parameters<typeof expectSuccess<T & { success?: boolean; errors?: string }>>[0];

export async function expectEntrySaved<T extends { success?: boolean }>(
  call: Call<T>,
  refused: string,
): Promise<T> {
  try {
    return await expectSuccess(call, { failed: refused, unsuccessful: refused });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      throw new ApiError(MESSAGES.genericError, 'network', undefined, { cause: error });
    }
    throw error;
  }
}

/** The message the upload popup shows for a failed submission. */
export function entryFailureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.genericError;
}

/** Queries an accepted entry changes: the subscriber's credits and the completed tasks. */
export const ENTRY_AFFECTS = [
  $api.queryOptions('get', '/v1/user/profile').queryKey,
  $api.queryOptions('post', '/v1/completed-task/get').queryKey,
] as const;
