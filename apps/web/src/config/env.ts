import type { Env } from './env-schema';

// The only reader of import.meta.env. The values were validated and defaulted by env-schema.ts when the
// app was built (vite.config.ts defines each of them); here they are only read, one by one, so Vite can
// write each into the bundle.
export type { Env };

/**
 * VITE_VITALS_URL as a constant of its own: a build without it can see that the field figures are off,
 * and ships no reporter at all (app/field-vitals.ts).
 */
export const VITALS_URL: string | undefined = import.meta.env.VITE_VITALS_URL;

export const env: Env = {
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_LANDING_URL: import.meta.env.VITE_LANDING_URL,
  VITE_UNSUBSCRIBE_URL: import.meta.env.VITE_UNSUBSCRIBE_URL,
  VITE_LEARN_URL: import.meta.env.VITE_LEARN_URL,
  VITE_SOCIAL_FACEBOOK_URL: import.meta.env.VITE_SOCIAL_FACEBOOK_URL,
  VITE_SOCIAL_INSTAGRAM_URL: import.meta.env.VITE_SOCIAL_INSTAGRAM_URL,
  VITE_SOCIAL_YOUTUBE_URL: import.meta.env.VITE_SOCIAL_YOUTUBE_URL,
  VITE_SOCIAL_X_URL: import.meta.env.VITE_SOCIAL_X_URL,
  VITE_AIM_TRAIN_BASE_URL: import.meta.env.VITE_AIM_TRAIN_BASE_URL,
  VITE_AIM_TRAIN_DOWNLOAD_LABEL: import.meta.env.VITE_AIM_TRAIN_DOWNLOAD_LABEL,
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL,
  VITE_VITALS_URL: VITALS_URL,
  // A number written in by the build; vitest hands import.meta.env values over as text.
  VITE_VITALS_SAMPLE_RATE: Number(import.meta.env.VITE_VITALS_SAMPLE_RATE),
};

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: env.VITE_SOCIAL_FACEBOOK_URL, icon: 'facebook' },
  { label: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM_URL, icon: 'instagram' },
  { label: 'YouTube', href: env.VITE_SOCIAL_YOUTUBE_URL, icon: 'youtube' },
  { label: 'X', href: env.VITE_SOCIAL_X_URL, icon: 'x' },
] as const;
