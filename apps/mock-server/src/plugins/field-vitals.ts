import fp from 'fastify-plugin';
import { FieldVitals } from '../areas/field-vitals/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real subscribers' page-load figures: one board per server, not per world (docs/decisions/1110). */
    fieldVitals: FieldVitals;
  }
}

/** The board reportFieldVitals counts on and /docs/vitals shows. */
export const fieldVitalsPlugin = fp(
  async (app) => {
    app.decorate('fieldVitals', new FieldVitals());
  },
  { name: 'field-vitals' },
);
