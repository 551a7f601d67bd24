/**
 * Why the store refused: what was asked is malformed, names nothing there is, conflicts with the
 * state (already done, closed, too few credits), or is an upload too large or of a wrong type. The
 * store says why; the HTTP layer alone picks the status (plugins/errors.ts, statusOfRefusal).
 */
export type Refusal = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'unsupported-type';

/**
 * The numbers a refusal is about, sent beside its code (the contract's designed `required_credits`,
 * `credits`, `game_level`, `next_level`), so a client can word the refusal in its own language.
 */
export type RefusalNumbers = Readonly<
  Partial<Record<'required_credits' | 'credits' | 'game_level' | 'next_level', number>>
>;

/** A refusal the client can act on: becomes a 4xx with this message, in the operation's error shape. */
export class StoreError extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
    readonly code: string,
    readonly numbers: RefusalNumbers = {},
  ) {
    super(message);
  }
}
