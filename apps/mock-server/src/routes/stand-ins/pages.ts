import { BUSINESS_HOURS, FREE_TRIAL_DAYS, POSTPAID_PRICE, PREPAID_PRICE, localFromMsisdn } from '@esr/domain';

/** The stand-ins' pages: the landing page and the unsubscribe service's (their markup and style only). */

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

const mask = (msisdn: string) => {
  const local = localFromMsisdn(msisdn);
  return `${local.slice(0, 4)}****${local.slice(-3)}`;
};

/** The landing page: its form with what was typed and why it was refused, the pricing, the gamenow link. */
export function landingPage(number: string, error: string | null, gamenowUrl: string): string {
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

/** A form posted from a page of another site. */
export const foreignFormPage = () =>
  page(
    'Refused',
    '<h1>This form was sent from another site</h1><div class="card"><p>Open the page again and send it from there.</p></div>',
  );

/** A link that does not open, has expired or was used. */
export const invalidLinkPage = (landingUrl: string) =>
  page(
    'Unsubscribe',
    `<h1>This unsubscribe link is not valid</h1><div class="card"><p>Open Unsubscribe again from the Settings page of the app.</p>
<a class="button" href="${escapeHtml(landingUrl)}">Back</a></div>`,
  );

/** The confirmation: the masked number, the service, and a form that posts the link's values back as they came. */
export const confirmPage = (
  msisdn: string,
  domainName: string,
  values: { mobile: string; domainName: string },
) =>
  page(
    'Unsubscribe',
    `<h1>Unsubscribe from Esports Rewards?</h1>
<div class="card"><p>Number: <strong>${escapeHtml(mask(msisdn))}</strong><br>Service: <strong>${escapeHtml(domainName)}</strong></p>
<p><small>Your credits are kept; you can subscribe again at any time.</small></p>
<form method="post" action="/stand-ins/unsubscribe/confirm">
<input type="hidden" name="mobile" value="${escapeHtml(values.mobile)}"><input type="hidden" name="domainName" value="${escapeHtml(values.domainName)}">
<button type="submit">Unsubscribe</button></form></div>`,
  );

/** Done. */
export const unsubscribedPage = (msisdn: string, landingUrl: string) =>
  page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1><div class="card"><p>${escapeHtml(mask(msisdn))} will no longer be charged.</p>
<a class="button" href="${escapeHtml(landingUrl)}">Subscribe again</a></div>`,
  );
