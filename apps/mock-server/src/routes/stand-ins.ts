import {
  BUSINESS_HOURS,
  FREE_TRIAL_DAYS,
  GAMENOW_REFERRER,
  MESSAGES,
  POSTPAID_PRICE,
  PREPAID_PRICE,
  isMsisdn,
  localFromMsisdn,
  sanitizePhoneInput,
  validateJazzNumber,
} from '@esr/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { isJsonType, isTrustedOrigin } from '../security/origin-guard';

export interface StandInsOptions {
  /** Where the landing page sends a subscribed browser (`?a=<msisdn>` is added). */
  webAppUrl: string;
  /** The landing page's own URL, linked from the unsubscribe pages. */
  landingUrl: string;
  /** Derives the unsubscribe service's encryption key. */
  secret: string;
  /** Origins besides the server's own whose pages may post the stand-in forms (Vite's, in mock mode). */
  formOrigins: readonly string[];
}

/** How long an unsubscribe link from the encrypt endpoint stays good. */
export const UNSUBSCRIBE_LINK_TTL_MS = 30 * 60_000;

/**
 * What the encrypted `mobile` value carries: the number, the world it may act in, an expiry, and the
 * subscriber's token version when it was issued. An unsubscribe raises the version, so a link works
 * once: replayed after the number subscribed again, it is refused (issue 26, finding 11).
 */
interface UnsubscribeGrant {
  mobile: string;
  world: string;
  exp: number;
  ver: number;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;
background:radial-gradient(circle at 20% 0,#3b1d6e 0,#0b0f1a 55%);color:#eef1f8;min-height:100vh}
main{max-width:26rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0 1rem}
.brand{font-weight:800;letter-spacing:.08em;color:#ffcc33;font-size:.85rem}.card{background:#161c2e;border:1px solid #2a3350;
border-radius:16px;padding:1.25rem;margin:1rem 0}label{display:block;font-weight:600;margin-bottom:.4rem}
input{width:100%;font-size:1.1rem;padding:.75rem;border-radius:10px;border:1px solid #3a4566;background:#0e1322;color:#fff}
input[aria-invalid=true]{border-color:#ff5c7a}button,.button{display:block;width:100%;margin-top:1rem;padding:.85rem;border:0;
border-radius:10px;background:#ffcc33;color:#1a1300;font-weight:800;font-size:1rem;text-align:center;text-decoration:none;cursor:pointer}
.secondary{background:transparent;border:1px solid #ffcc33;color:#ffcc33}.error{color:#ff8fa3;margin:.5rem 0 0}
ul{padding-left:1.1rem;margin:.25rem 0}small{color:#a9b3cc}a{color:#7cc4ff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0b0f1a"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="brand">ESPORTS REWARDS</div>${body}</main></body></html>`;
}

function landingPage(number: string, error: string | null, gamenowUrl: string): string {
  return page(
    'Subscribe: Esports Rewards',
    `<h1>Play, compete and win gaming rewards</h1>
<p>Daily tasks, weekly tournaments and Aim Train, with credits you can redeem for consoles, headsets and in-game currency.</p>
<form class="card" method="post" action="/stand-ins/landing" novalidate>
  <label for="number">Your Jazz number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="tel" maxlength="11" pattern="0[0-9]{10}"
    placeholder="03XXXXXXXXX" value="${escapeHtml(number)}"${error ? ' aria-invalid="true" aria-describedby="number-error"' : ''} required>
  ${error ? `<p class="error" id="number-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Start my ${FREE_TRIAL_DAYS}-day free trial</button>
</form>
<div class="card"><strong>Pricing</strong><ul>
  <li>${FREE_TRIAL_DAYS}-day free trial</li><li>Prepaid: ${escapeHtml(PREPAID_PRICE)}</li><li>Postpaid: ${escapeHtml(POSTPAID_PRICE)}</li>
  <li>Credits never expire</li></ul><small>Support by e-mail, ${escapeHtml(BUSINESS_HOURS)}.</small></div>
<a class="button secondary" href="${escapeHtml(gamenowUrl)}">Continue with gamenow</a>`,
  );
}

const key = (secret: string) => createHash('sha256').update(`unsubscribe:${secret}`).digest();

/** AES-256-GCM, base64url of iv | tag | ciphertext. */
export function encryptValue(secret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

export function decryptValue(secret: string, token: string): string | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function parseGrant(text: string | null): UnsubscribeGrant | null {
  if (!text) return null;
  try {
    const grant = JSON.parse(text) as Partial<UnsubscribeGrant>;
    return typeof grant.mobile === 'string' &&
      isMsisdn(grant.mobile) &&
      typeof grant.world === 'string' &&
      typeof grant.exp === 'number' &&
      typeof grant.ver === 'number'
      ? (grant as UnsubscribeGrant)
      : null;
  } catch {
    return null;
  }
}

const mask = (msisdn: string) => {
  const local = localFromMsisdn(msisdn);
  return `${local.slice(0, 4)}****${local.slice(-3)}`;
};

/**
 * Stand-ins for the operator's external systems, so the product works end to end without them:
 * the landing page (subscribes a Jazz number: a new one to a one-day trial) and the unsubscribe
 * service (openapi/unsubscribe.yaml), which acts only for the caller's own number: its encrypt
 * endpoint takes the subscriber's bearer token. Mounted in mock mode, or in production with
 * STAND_INS (the compose demo); a real deployment points LANDING_URL and UNSUBSCRIBE_URL at the
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

  const webApp = (query: Record<string, string>) => {
    const base = options.webAppUrl;
    return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // Not helmet's no-referrer: with it a browser posts this page's forms with `Origin: null`,
      // and the forms are refused unless their origin is this server's (foreignForm below).
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body);
  /** A form posted from a page of another site (login CSRF, unsubscribing a victim): refused. */
  const foreignForm = (request: FastifyRequest, reply: FastifyReply) => {
    if (isTrustedOrigin(request, options.formOrigins)) return false;
    html(
      reply,
      403,
      page(
        'Refused',
        '<h1>This form was sent from another site</h1><div class="card"><p>Open the page again and send it from there.</p></div>',
      ),
    );
    return true;
  };

  app.get('/stand-ins/landing', (_request, reply) =>
    html(reply, 200, landingPage('', null, webApp({ refferer: GAMENOW_REFERRER }))),
  );

  app.post('/stand-ins/landing', (request, reply) => {
    if (foreignForm(request, reply)) return reply;
    const raw = String((request.body as Record<string, unknown> | undefined)?.number ?? '');
    // The field takes digits only, 11 at most; the server judges what was sent, never a trimmed copy.
    const result = validateJazzNumber(raw.replace(/\s+/g, ''));
    if (!result.ok) {
      return html(
        reply,
        400,
        landingPage(
          sanitizePhoneInput(raw),
          MESSAGES.invalidJazzNumber,
          webApp({ refferer: GAMENOW_REFERRER }),
        ),
      );
    }
    const vouched = app.identityOf(request);
    if (vouched !== undefined && vouched !== result.msisdn) {
      const message = 'You can subscribe only the number of this connection.';
      return html(
        reply,
        403,
        landingPage(sanitizePhoneInput(raw), message, webApp({ refferer: GAMENOW_REFERRER })),
      );
    }
    app.sessionFor(request).store.subscribe(result.msisdn);
    // Only ever to the configured web app: never a URL taken from the request.
    return reply.redirect(webApp({ a: result.msisdn }), 303);
  });

  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send({ status: false, message });

  app.post('/stand-ins/unsubscribe/encrypt', async (request, reply) => {
    if (!isJsonType(request.headers['content-type'])) {
      return refuse(reply, 415, 'The body must be application/json');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { mobile, domainName } = body;
    if (typeof mobile !== 'string' || !isMsisdn(mobile)) {
      return refuse(reply, 400, 'mobile must be 92 followed by 10 digits');
    }
    if (typeof domainName !== 'string' || domainName.length === 0 || domainName.length > 253) {
      return refuse(reply, 400, 'domainName must be a host name');
    }
    // The spec's flow starts from a logged-in subscriber: the caller's token names the only number
    // this service unsubscribes for it.
    const session = app.sessionFor(request);
    let caller: string;
    try {
      caller = (await app.authenticate(request, session)).msisdn;
    } catch {
      return refuse(reply, 401, 'Log in to unsubscribe: the bearer token is missing, invalid or expired');
    }
    if (caller !== mobile) return refuse(reply, 403, 'You can unsubscribe only your own number');
    const grant: UnsubscribeGrant = {
      mobile,
      world: session.id,
      exp: session.store.now() + UNSUBSCRIBE_LINK_TTL_MS,
      ver: session.store.subscribers.authState(mobile).tokenVersion,
    };
    return {
      status: true,
      mobile: encryptValue(options.secret, JSON.stringify(grant)),
      domainName: encryptValue(options.secret, domainName),
    };
  });

  /** The link's values when they decrypt, name this request's world, have not expired and were not used. */
  const decrypted = (request: FastifyRequest, values: Record<string, unknown>) => {
    const grant = parseGrant(
      typeof values.mobile === 'string' ? decryptValue(options.secret, values.mobile) : null,
    );
    const domainName =
      typeof values.domainName === 'string' ? decryptValue(options.secret, values.domainName) : null;
    if (!grant || !domainName) return null;
    const session = app.sessionFor(request);
    if (grant.world !== session.id || grant.exp <= session.store.now()) return null;
    if (grant.ver !== session.store.subscribers.authState(grant.mobile).tokenVersion) return null;
    return { mobile: grant.mobile, domainName };
  };
  const invalidPage = page(
    'Unsubscribe',
    `<h1>This unsubscribe link is not valid</h1><div class="card"><p>Open Unsubscribe again from the Settings page of the app.</p>
<a class="button" href="${escapeHtml(options.landingUrl)}">Back</a></div>`,
  );

  app.get('/stand-ins/unsubscribe/', (request, reply) => {
    const query = request.query as Record<string, string>;
    const values = decrypted(request, query);
    if (!values) return html(reply, 400, invalidPage);
    return html(
      reply,
      200,
      page(
        'Unsubscribe',
        `<h1>Unsubscribe from Esports Rewards?</h1>
<div class="card"><p>Number: <strong>${escapeHtml(mask(values.mobile))}</strong><br>Service: <strong>${escapeHtml(values.domainName)}</strong></p>
<p><small>Your credits are kept; you can subscribe again at any time.</small></p>
<form method="post" action="/stand-ins/unsubscribe/confirm">
<input type="hidden" name="mobile" value="${escapeHtml(query.mobile ?? '')}"><input type="hidden" name="domainName" value="${escapeHtml(query.domainName ?? '')}">
<button type="submit">Unsubscribe</button></form></div>`,
      ),
    );
  });

  app.post('/stand-ins/unsubscribe/confirm', (request, reply) => {
    if (foreignForm(request, reply)) return reply;
    const values = decrypted(request, (request.body ?? {}) as Record<string, unknown>);
    if (!values) return html(reply, 400, invalidPage);
    app.sessionFor(request).store.unsubscribe(values.mobile);
    return html(
      reply,
      200,
      page(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1><div class="card"><p>${escapeHtml(mask(values.mobile))} will no longer be charged.</p>
<a class="button" href="${escapeHtml(options.landingUrl)}">Subscribe again</a></div>`,
      ),
    );
  });
}
