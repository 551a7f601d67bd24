import { DAILY_CASES } from './message-cases-daily';
import { EARNING_CASES } from './message-cases-earning';
import { SPENDING_CASES } from './message-cases-spending';
import type { MessageCase } from './message-case-kit';

export { putFault, type FaultSpec, type MessageCase } from './message-case-kit';

// The table behind messages.test.ts: one case per message of spec section 8 (and per state of spec
// section 4 that has no message of its own), by route. The kit (message-case-kit.ts) says what a case is.
export const MESSAGE_CASES: Readonly<Record<string, readonly MessageCase[]>> = {
  ...DAILY_CASES,
  ...EARNING_CASES,
  ...SPENDING_CASES,
};
