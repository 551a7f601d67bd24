// Today's claim (spec section 4, Daily check-in: "Claim posts an update"), as the app sends it and as the
// document's check-in script sends it before the app runs (decision 1080): the same request, so the app's
// takes the early answer (lib/api-early-calls.ts). No imports: the script is kept small.
export const CLAIM_PATH = '/v1/update-daily-streak';
export const CLAIM_BODY = {};
