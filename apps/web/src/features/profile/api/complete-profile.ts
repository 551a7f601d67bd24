import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess, serverMessage } from '@/lib/api-error';
import type { Message, Translate } from '@/lib/i18n';
import { invalidate, queryKeys } from '@/lib/query-keys';

// completeProfile: POST /v1/user/profile/complete, multipart (username, email, gender, bio, dateOfBirth and
// an optional image). Messages (spec section 8): the server answered status false or an error with a
// message -> 'Failed to update profile: {message}'; nothing was answered (or no message) -> 'An error
// occurred while updating the profile.'. A save refreshes the profile, so the layout's avatar and name follow.

/** The answer has `status`, not `success`: expectSuccess checks the transport, the caller checks `status`. */
type UpdateAnswer = Schemas['ProfileUpdateResponse'] & { success?: boolean };

export type ProfileChanges = Omit<Schemas['ProfileUpdate'], 'image'> & { image?: File | null };

/** A refusal the server worded: its message, shown inside the spec's 'Failed to update profile: …'. */
export class ProfileUpdateError extends Error {
  readonly reason: Message;
  constructor(reason: Message, options?: { cause?: unknown }) {
    super('The server refused the profile update', options);
    this.name = 'ProfileUpdateError';
    this.reason = reason;
  }
}

/** What the page shows for a failed save, in the active language (the server's own words as sent). */
export function profileUpdateMessage(error: unknown, t: Translate): string {
  if (error instanceof ProfileUpdateError)
    return t('messages.profileUpdateFailed', { message: t.message(error.reason) });
  return t('messages.profileUpdateError');
}

function toForm(changes: ProfileChanges): FormData {
  const form = new FormData();
  for (const field of ['username', 'email', 'gender', 'bio', 'dateOfBirth'] as const) {
    form.append(field, changes[field] ?? '');
  }
  if (changes.image) form.append('image', changes.image, changes.image.name);
  return form;
}

async function saveProfile(changes: ProfileChanges): Promise<Schemas['ProfileUpdateResponse']> {
  let answer: Schemas['ProfileUpdateResponse'];
  try {
    answer = await expectSuccess<UpdateAnswer>(
      api.POST('/v1/user/profile/complete', {
        body: { ...changes, image: changes.image ?? undefined },
        bodySerializer: () => toForm(changes),
      }),
      { failed: 'messages.profileUpdateError' },
    );
  } catch (error) {
    const message = serverMessage(error);
    if (message) throw new ProfileUpdateError(message, { cause: error });
    throw error;
  }
  if (!answer.status) {
    // Checked at run time too: a refusal from a real backend may come without its message.
    const message =
      typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : null;
    if (message) throw new ProfileUpdateError({ verbatim: message });
    throw new ApiError('messages.profileUpdateError', 'unsuccessful', 200);
  }
  return answer;
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // The layout shows the new name and picture, the leaderboard the new name.
    onSuccess: () => invalidate(queryClient, queryKeys.profile, queryKeys.leaderboard),
  });
}
