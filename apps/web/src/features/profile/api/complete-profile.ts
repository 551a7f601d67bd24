import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess, serverMessage } from '@/lib/api-error';
import type { Message, Translate } from '@/lib/i18n';
import { getProfileQueryOptions } from '@/lib/queries/get-profile';
import { invalidate, queryKeys } from '@/lib/query-keys';

// completeProfile: POST /v1/user/profile/complete, multipart (username, email, gender, bio, dateOfBirth and
// an optional image). Messages (spec section 8): the server answered status false or an error with a
// message -> 'Failed to update profile: {message}'; nothing was answered (or no message) -> 'An error
// occurred while updating the profile.'. A save refreshes the profile, so the layout's avatar and name follow.
// Every text field is sent, an emptied one as '' (the contract: a field sent empty is cleared). What was
// saved is read from the answer's profile (designed), else from the profile read again: the page says
// 'Profile updated successfully!' only when the server kept every change (issue 39).

/** The answer has `status`, not `success`: expectSuccess checks the transport, the caller checks `status`. */
type UpdateAnswer = Omit<Schemas['ProfileSaved'], 'data'> & {
  /** The profile as saved: designed (x-designed), so absent from the operator's backend. */
  data?: Schemas['Profile'];
  success?: boolean;
};

/** The fields a save sends, in the form's order. */
export const PROFILE_FIELDS = ['username', 'email', 'gender', 'bio', 'dateOfBirth', 'image'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A date as the form holds it: YYYY-MM-DD, else empty (a backend may add a time). */
export function dateOnly(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
}

/**
 * The fields `saved` does not hold as they were sent: the changes the server did not keep. A picture
 * counts as kept when the profile has one (its address is the server's to choose). Without a saved
 * profile to read, nothing can be checked: the server's `status` true stands.
 */
export function unsavedFields(sent: ProfileChanges, saved: Schemas['Profile'] | null): ProfileField[] {
  if (!saved) return [];
  const kept: Record<ProfileField, boolean> = {
    username: sent.username === undefined || saved.username === sent.username,
    email: sent.email === undefined || saved.email.toLowerCase() === sent.email.toLowerCase(),
    gender: sent.gender === undefined || saved.gender === sent.gender,
    bio: sent.bio === undefined || saved.bio === sent.bio,
    dateOfBirth: sent.dateOfBirth === undefined || dateOnly(saved.dateOfBirth) === sent.dateOfBirth,
    image: !sent.image || Boolean(saved.profileImage),
  };
  return PROFILE_FIELDS.filter((field) => !kept[field]);
}

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

/** The server's 415: the picture sent is not an image it can read (the form says so at the picture). */
export class ProfileImageRefused extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The profile image is not a valid image', options);
    this.name = 'ProfileImageRefused';
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

/** What a save did: the changes the server did not keep (none when it kept them all). */
export interface SaveOutcome {
  unsaved: ProfileField[];
}

async function saveProfile(changes: ProfileChanges): Promise<UpdateAnswer> {
  let answer: UpdateAnswer;
  try {
    answer = await expectSuccess<UpdateAnswer>(
      api.POST('/v1/user/profile/complete', {
        body: { ...changes, image: changes.image ?? undefined },
        bodySerializer: () => toForm(changes),
      }),
      { failed: 'messages.profileUpdateError' },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 415) throw new ProfileImageRefused({ cause: error });
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
  /** The profile as the server now has it: the answer's, else read again (null if that read fails). */
  const savedProfile = async (answer: UpdateAnswer): Promise<Schemas['Profile'] | null> => {
    if (answer.data) return answer.data;
    return queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 }).catch(() => null);
  };
  return useMutation({
    mutationFn: async (changes: ProfileChanges): Promise<SaveOutcome> => {
      const answer = await saveProfile(changes);
      return { unsaved: unsavedFields(changes, await savedProfile(answer)) };
    },
    // The layout shows the new name and picture, the leaderboard the new name.
    onSuccess: () => invalidate(queryClient, queryKeys.profile, queryKeys.leaderboard),
  });
}
