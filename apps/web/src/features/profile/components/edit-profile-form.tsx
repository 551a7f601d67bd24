import { PROFILE_IMAGE_MAX_BYTES, isEmailAddress, validateProfileImage } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import {
  ProfileImageRefused,
  profileUpdateMessage,
  useCompleteProfile,
  type ProfileChanges,
} from '../api/complete-profile';
import { fileDecodesAsImage } from '@/lib/image-decode';
import { mediaUrl } from '@/lib/media-url';
import { useT, type MessageId } from '@/lib/i18n';

/** Field labels and the save button (no spec text; decision 0540). */
export const PROFILE_LABELS = {
  username: 'profile.username',
  email: 'profile.email',
  gender: 'profile.gender',
  male: 'profile.male',
  female: 'profile.female',
  bio: 'profile.bio',
  dateOfBirth: 'profile.dateOfBirth',
  image: 'profile.image',
  chooseImage: 'common.chooseImage',
  noImageChosen: 'profile.noImageChosen',
  save: 'profile.save',
} as const satisfies Record<string, MessageId>;

type Gender = Schemas['ProfileUpdate']['gender'];
type TextValues = Required<Omit<ProfileChanges, 'image' | 'gender'>> & { gender: Gender };

function initialValues(profile: Schemas['Profile']): TextValues {
  return {
    username: profile.username,
    email: profile.email,
    gender: profile.gender,
    bio: profile.bio,
    dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(profile.dateOfBirth) ? profile.dateOfBirth : '',
  };
}

/** A preview of the chosen file while it is chosen (jsdom has no object URLs: then no preview). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function EditProfileForm({ profile }: { profile: Schemas['Profile'] }) {
  const t = useT();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const [emailRefused, setEmailRefused] = useState(false);
  const [usernameMissing, setUsernameMissing] = useState(false);
  const [values, setValues] = useState<TextValues>(() => initialValues(profile));
  const [image, setImage] = useState<File | null>(null);
  // The spec's message for a refused image (validateProfileImage's id).
  const [imageError, setImageError] = useState<MessageId | null>(null);
  const save = useCompleteProfile();
  const preview = usePreview(image);

  const set = <K extends keyof TextValues>(field: K, value: TextValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') setEmailRefused(false);
    if (field === 'username') setUsernameMissing(false);
  };

  /** A refused file is dropped, with the spec's message for it: the save never sends it. */
  const refuseImage = (problem: MessageId) => {
    setImageError(problem);
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  // The latest pick wins when the decoding of an earlier one finishes late.
  const pick = useRef(0);
  const onImage = async (file: File | undefined) => {
    if (!file) return;
    const turn = ++pick.current;
    const problem = validateProfileImage(file);
    if (problem) return refuseImage(problem);
    setImageError(null);
    // An image by its type may still be broken: the browser says so before the upload (issue 39).
    const drawable = await fileDecodesAsImage(file);
    if (turn !== pick.current) return;
    if (drawable) setImage(file);
    else refuseImage('messages.profileImageType');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    // The username cannot be cleared (the server refuses it); the other fields can, sent empty.
    const username = values.username.trim();
    if (username === '') {
      setUsernameMissing(true);
      usernameInput.current?.focus();
      return;
    }
    // The e-mail may stay empty; one that is filled in must read as an address before anything is sent.
    const email = values.email.trim();
    if (email !== '' && !isEmailAddress(email)) {
      setEmailRefused(true);
      emailInput.current?.focus();
      return;
    }
    save.mutate(
      {
        username,
        email,
        gender: values.gender,
        bio: values.bio.trim(),
        dateOfBirth: values.dateOfBirth,
        image,
      },
      {
        onSuccess: () => {
          setImage(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        // The server's 415: the picture is not an image it can read, said at the picture.
        onError: (error) => {
          if (error instanceof ProfileImageRefused) refuseImage('messages.profileImageType');
        },
      },
    );
  };

  const shownImage = preview ?? mediaUrl(profile.profileImage);
  const maxMb = PROFILE_IMAGE_MAX_BYTES / 1024 / 1024;
  // Success only for what the server kept; the changes it did not keep are named (issue 39).
  const unsaved = save.data?.unsaved ?? [];
  const unsavedNames = new Intl.ListFormat(t.language, { type: 'conjunction' }).format(
    unsaved.map((field) => t(PROFILE_LABELS[field])),
  );

  return (
    <form className="edit-profile__form" onSubmit={onSubmit} noValidate>
      <div className="edit-profile__image">
        <Avatar src={shownImage} name="" size={96} priority />
        <div className="field edit-profile__image-field">
          <label htmlFor={`${id}-image`} className="field__label">
            {t(PROFILE_LABELS.image)}
          </label>
          {/* The native input stays for keyboards and screen readers; the visible picker is its second
              label, in the page's language (the browser's own 'Choose File' is not). */}
          <input
            ref={fileInput}
            id={`${id}-image`}
            className="visually-hidden edit-profile__file"
            type="file"
            accept="image/*"
            onChange={(event) => void onImage(event.target.files?.[0])}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={`${id}-image-chosen ${id}-image-hint`}
          />
          <div className="edit-profile__picker">
            <label htmlFor={`${id}-image`} className="button button--secondary edit-profile__choose">
              {t(PROFILE_LABELS.chooseImage)}
            </label>
            <span id={`${id}-image-chosen`} className="edit-profile__chosen">
              {image ? image.name : t(PROFILE_LABELS.noImageChosen)}
            </span>
          </div>
          <p id={`${id}-image-hint`} className="edit-profile__hint">
            {t('profile.imageHint', { mb: maxMb })}
          </p>
          {imageError ? <ErrorMessage>{t(imageError)}</ErrorMessage> : null}
        </div>
      </div>

      <TextField
        id={`${id}-username`}
        inputRef={usernameInput}
        label={t(PROFILE_LABELS.username)}
        type="text"
        autoComplete="nickname"
        maxLength={40}
        required
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        error={usernameMissing ? t('profile.usernameRequired') : undefined}
      />
      <TextField
        id={`${id}-email`}
        inputRef={emailInput}
        label={t(PROFILE_LABELS.email)}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={emailRefused ? t('profile.invalidEmail') : undefined}
      />
      <fieldset className="field edit-profile__gender">
        <legend className="field__label">{t(PROFILE_LABELS.gender)}</legend>
        {(['male', 'female'] as const).map((gender) => (
          <label key={gender} className="edit-profile__radio">
            <input
              type="radio"
              name={`${id}-gender`}
              value={gender}
              checked={values.gender === gender}
              onChange={() => set('gender', gender)}
            />
            {t(PROFILE_LABELS[gender])}
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-dob`}
        label={t(PROFILE_LABELS.dateOfBirth)}
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth}
        onChange={(event) => set('dateOfBirth', event.target.value)}
      />
      <div className="field">
        <label htmlFor={`${id}-bio`} className="field__label">
          {t(PROFILE_LABELS.bio)}
        </label>
        <textarea
          className="field__input"
          id={`${id}-bio`}
          rows={4}
          maxLength={300}
          value={values.bio}
          onChange={(event) => set('bio', event.target.value)}
        />
      </div>

      {save.isSuccess && unsaved.length === 0 ? (
        <p className="edit-profile__success" role="status">
          {t('messages.profileUpdated')}
        </p>
      ) : null}
      {unsaved.length > 0 ? (
        <ErrorMessage>{t('profile.notSaved', { fields: unsavedNames })}</ErrorMessage>
      ) : null}
      {save.isError && !(save.error instanceof ProfileImageRefused) ? (
        <ErrorMessage>{profileUpdateMessage(save.error, t)}</ErrorMessage>
      ) : null}
      <Button type="submit" block disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {t(PROFILE_LABELS.save)}
      </Button>
    </form>
  );
}
