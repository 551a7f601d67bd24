/**
 * A deliberate deviation from the contract, for proving a checker reports it (the conformance kit's
 * tests): the answer as an array, a 202 the contract does not document, the documented headers left
 * out, a 500, or every credit the call moves credited once more.
 */
export const DEVIATIONS = [
  'wrong-shape',
  'undocumented-status',
  'missing-header',
  'server-error',
  'double-credit',
] as const;
export type Deviation = (typeof DEVIATIONS)[number];

/** What the control API puts on one operation of a world (PUT /__mock/faults; plugins/faults.ts applies it). */
export interface Fault {
  operationId: string;
  deviation?: Deviation;
  /** Answer this status (a status the contract documents for the operation). */
  status?: number;
  /** Answer 200 with success false and an errors text. */
  noSuccess?: boolean;
  /** With noSuccess: leave the errors text out, so a client shows its own fallback message. */
  bare?: boolean;
  delayMs?: number;
  /** How many more calls fail; undefined = until cleared. */
  remaining?: number;
}
