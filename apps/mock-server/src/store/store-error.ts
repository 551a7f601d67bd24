/**
 * Why the store refused: what was asked is malformed, names nothing there is, conflicts with the
 * state (already done, closed, too few credits), or is an upload too large or of a wrong type. The
 * store says why; the HTTP layer alone picks the status (plugins/errors.ts, statusOfRefusal).
 */
export type Refusal = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'unsupported-type';

/** A refusal the client can act on: becomes a 4xx with this message, in the operation's error shape. */
export class StoreError extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
