/**
 * Why the server refused what a client asked: it is malformed, names nothing there is, conflicts with
 * the state (already done, closed, too few credits), or is an upload too large or of a wrong type. The
 * store says why (StoreError, store/store-error.ts); this module alone says which status the contract
 * answers it with, for the error handler (plugins/errors.ts) and the one handler that answers a
 * refusal in its own shape (redeemItem).
 */
export type Refusal = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'unsupported-type';

/**
 * The numbers a refusal is about, sent beside its code (the contract's designed `required_credits`,
 * `credits`, `game_level`, `next_level`), so a client can word the refusal in its own language.
 */
export type RefusalNumbers = Readonly<
  Partial<Record<'required_credits' | 'credits' | 'game_level' | 'next_level', number>>
>;

/** The one place a refusal becomes an HTTP status. */
const REFUSAL_STATUS = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
} as const satisfies Record<Refusal, number>;

export const statusOfRefusal = (refusal: { reason: Refusal }) => REFUSAL_STATUS[refusal.reason];
