import type { FastifyInstance } from 'fastify';
import { landingRoutes } from './landing';
import { unsubscribeRoutes } from './unsubscribe';

export interface StandInsOptions {
  /** Where the landing page sends a subscribed browser (`?a=<msisdn>` is added). */
  webAppUrl: string;
  /** The landing page's own URL, linked from the unsubscribe pages. */
  landingUrl: string;
  /** Derives the unsubscribe links' keys. */
  secret: string;
  /** Origins besides the server's own whose pages may post the stand-in forms (Vite's, in mock mode). */
  formOrigins: readonly string[];
}

/**
 * Stand-ins for the operator's external systems, so the product works end to end without them: the
 * landing page (landing.ts) and the unsubscribe service (unsubscribe.ts); their pages' markup in
 * pages.ts, the links' sealing in security/unsubscribe-link.ts. Mounted in mock mode, or in production
 * with STAND_INS (the compose demo); a real deployment points LANDING_URL and UNSUBSCRIBE_URL at the
 * operator's systems. docs/security.md.
 */
export async function standInsRoutes(app: FastifyInstance, options: StandInsOptions): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const { webAppUrl, landingUrl, secret, formOrigins } = options;
  const webApp = (query: Record<string, string>) =>
    `${webAppUrl}${webAppUrl.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
  await landingRoutes(app, { webApp, formOrigins });
  await unsubscribeRoutes(app, { secret, landingUrl, formOrigins });
}
