import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';

/** Real subscribers' page-load figures: counted on the server's board (store.ts), shown at /docs/vitals. */
export const fieldVitalsHandlers: Pick<Handlers, 'reportFieldVitals'> = {
  reportFieldVitals({ fieldVitals, body }) {
    const counted = fieldVitals.record(body);
    return ok({ success: true, message: `${counted} ${counted === 1 ? 'figure' : 'figures'} recorded` });
  },
};
