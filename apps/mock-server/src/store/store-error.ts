import type { Refusal, RefusalNumbers } from '../contract/refusals';

/**
 * A refusal the client can act on: becomes a 4xx with this message, in the operation's error shape.
 * The store says why (`reason`); the status is the contract's (contract/refusals.ts, statusOfRefusal).
 */
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
