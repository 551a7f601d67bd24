/**
 * The default seed's subscribers that tests sign in as, named by the state they are seeded in
 * (apps/mock-server/seeds/default/subscribers.json, apps/mock-server/README.md). Written once, here:
 * the server's, the web app's, the conformance kit's and the browser tests import them from
 * `@esr/test-support`. The mock server's test/seeded-subscribers.test.ts checks the seed agrees.
 */
export const SEEDED = {
  /** Ali Raza: a trial begun at the seed's time, no credits, no streak, no daily game yet. */
  newTrial: '923001234567',
  /** Sana Khan: active, a 3-day streak, pubg-mobile as daily game, 30,000 credits (a headphone's worth). */
  withStreak: '923005550001',
  /** Omar Sheikh: unsubscribed, so no token. */
  unsubscribed: '923009990000',
  /** Bilal Ahmed: active, the gamenow partner's user (`?a=…&refferer=gamenow`). */
  gamenow: '923007770000',
} as const;
