import * as z from 'zod/mini';

// The app's configuration, validated with zod when the app is built or served (vite.config.ts), not in
// the browser: Vite writes the values into the bundle anyway, so a bad value fails the build instead of
// every visit, and zod stays out of every page's first download (docs/decisions/0910). Every value has a
// working default for the mock server's stand-ins.
const EnvSchema = z.object({
  VITE_API_BASE_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  VITE_LANDING_URL: z._default(z.string().check(z.minLength(1)), '/stand-ins/landing'),
  VITE_UNSUBSCRIBE_URL: z._default(z.string().check(z.minLength(1)), '/stand-ins/unsubscribe'),
  VITE_LEARN_URL: z._default(z.url(), 'https://academy.esl.com/'),
  VITE_SOCIAL_FACEBOOK_URL: z._default(z.url(), 'https://www.facebook.com/'),
  VITE_SOCIAL_INSTAGRAM_URL: z._default(z.url(), 'https://www.instagram.com/'),
  VITE_SOCIAL_YOUTUBE_URL: z._default(z.url(), 'https://www.youtube.com/'),
  VITE_SOCIAL_X_URL: z._default(z.url(), 'https://x.com/'),
  // Where the Aim Train build's four files are served (the Unity build may live on a CDN), and the
  // download size shown while it loads (the Vite build fills it in from the files it ships).
  VITE_AIM_TRAIN_BASE_URL: z._default(z.string().check(z.minLength(1)), '/aim-train'),
  VITE_AIM_TRAIN_DOWNLOAD_LABEL: z.optional(z.string()),
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'support@esports-rewards.example'),
  // Real users' figures (docs/decisions/1110): where the web-vitals batches go, a path on this origin or
  // another origin's URL (the mock server's is /api/v1/field-vitals). Unset, nothing is measured or sent.
  VITE_VITALS_URL: z.optional(z.string().check(z.regex(/^(\/|https?:\/\/)/))),
  // The share of page loads that report, decided once per load (0..1).
  VITE_VITALS_SAMPLE_RATE: z._default(z.coerce.number().check(z.gte(0), z.lte(1)), 0.1),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  // Empty strings mean "not set" (docker build args default to '').
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(defined);
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
