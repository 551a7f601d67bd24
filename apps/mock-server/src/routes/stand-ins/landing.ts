import { GAMENOW_REFERRER, MESSAGES, sanitizePhoneInput, validateJazzNumber } from '@esr/domain';
import type { FastifyInstance } from 'fastify';
import { landingPage } from './pages';
import { refusedForm, sendPage } from './respond';

export interface LandingOptions {
  /** The web app's address with a query added (only ever the configured one, never one from a request). */
  webApp(query: Record<string, string>): string;
  formOrigins: readonly string[];
}

/** The operator's landing page: subscribes a Jazz number (a new one to a one-day trial) and sends it to the web app. */
export async function landingRoutes(app: FastifyInstance, { webApp, formOrigins }: LandingOptions) {
  const gamenowUrl = () => webApp({ refferer: GAMENOW_REFERRER });

  app.get('/stand-ins/landing', (_request, reply) =>
    sendPage(reply, 200, landingPage('', null, gamenowUrl())),
  );

  app.post('/stand-ins/landing', (request, reply) => {
    if (refusedForm(request, reply, formOrigins)) return reply;
    const raw = String((request.body as Record<string, unknown> | undefined)?.number ?? '');
    // The field takes digits only, 11 at most; the server judges what was sent, never a trimmed copy.
    const result = validateJazzNumber(raw.replace(/\s+/g, ''));
    if (!result.ok) {
      return sendPage(
        reply,
        400,
        landingPage(sanitizePhoneInput(raw), MESSAGES.invalidJazzNumber, gamenowUrl()),
      );
    }
    const vouched = app.identityOf(request);
    if (vouched !== undefined && vouched !== result.msisdn) {
      const message = 'You can subscribe only the number of this connection.';
      return sendPage(reply, 403, landingPage(sanitizePhoneInput(raw), message, gamenowUrl()));
    }
    app.sessionFor(request).store.subscribe(result.msisdn);
    return reply.redirect(webApp({ a: result.msisdn }), 303);
  });
}
