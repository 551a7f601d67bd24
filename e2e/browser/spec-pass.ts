// The browser files of the spec-profile pass: the browser-spec project of vitest.config.ts (alone:
// `npm run test:spec -w @esr/e2e`; decision 0970; decision 1060 chose the files). The spec profile changes API answers only: designed fields cut, a refused redeem
// answering 200. So the second pass runs the files whose assertions read what the screens make of those
// answers, and within them one viewport (support/profiles.ts: an answer does not depend on the window's
// size). The files left out check what no answer changes, and run once, on the full profile:
// - prerender.test.ts: the documents before any script runs, and their bootstrap;
// - pwa.test.ts, pwa-update.test.ts: the service worker, its cache and a new build;
// - docs-try-it.test.ts: the API reference page;
// - urdu/font.test.ts, urdu/language.test.ts, urdu/journeys.test.ts: fonts, the language of a visit,
//   and journeys that English runs on both profiles.
export const SPEC_PASS_FILES = [
  'browser/messages.test.ts',
  'browser/journeys/*.test.ts',
  'browser/aim-train.test.ts',
  'browser/first-visit.test.ts',
  'browser/early-checkin.test.ts',
  'browser/routes.test.ts',
  'browser/target-size.test.ts',
  'browser/urdu/routes.test.ts',
];
