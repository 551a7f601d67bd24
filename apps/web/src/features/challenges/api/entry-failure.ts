import { ApiError, errorMessage, expectSuccess } from '@/lib/api-error';
import type { Message, MessageId } from '@/lib/i18n';

// Spec section 8, uploads (decision 0510): a daily-task upload the server refused is 'Failed to submit
// image. Please try again.', a game-challenge entry the server refused is 'Failed to submit entry. Please
// try again.', and a call that answered nothing (offline, a failed token refresh) is 'An error occurred.
// Please try again.' for both. A 415 (not an image) says the file is not a valid image.

type Call<T> = Parameters<typeof expectSuccess<T & { success?: boolean; errors?: string }>>[0];

export function expectEntrySaved<T extends { success?: boolean }>(
  call: Call<T>,
  refused: MessageId,
): Promise<T> {
  return expectSuccess(call, { failed: refused, unsuccessful: refused, network: 'messages.genericError' });
}

/**
 * The message the upload popup shows for a failed submission. The server's 415 refuses what is not an
 * image (a broken file the browser could not check): it is said as the picker says it (issue 39).
 */
export function entryFailureMessage(error: unknown): Message {
  if (error instanceof ApiError && error.status === 415) return 'challenges.invalidImage';
  return errorMessage(error, 'messages.genericError');
}
