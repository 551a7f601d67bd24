import { SEEDED } from '@esr/test-support';
import { SESSION_KEYS } from '@esr/sdk';
import { describe, expect, it } from 'vitest';
import { useVisits, type Visit } from './support/browser';
import { CONSOLE_MESSAGES, SPEC_MESSAGES, messagesIn } from './support/coverage';
import { MESSAGE_CASES, putFault, type MessageCase } from './support/message-cases';

// Every message of spec section 8 and every state of section 4, reached in a real browser: each case of
// support/message-cases.ts sets the mock server up through its control API (seed, subscriber, clock,
// faults), opens its route as its user in its own mock session and a new tab with nothing stored, does what the user
// does, and then finds its texts on screen (the token errors in the console). visit.observe() records the
// spec messages it sees; the global teardown prints the coverage line and fails the run below 100%.

/** A page that only reads static text: where a case logs in before its own setup. */
const QUIET_ROUTE = '/faqs';

// The service worker plays no part in a message: it stays out (support/browser.ts, withoutServiceWorker).
const openVisit = useVisits({ withoutServiceWorker: true });

/** The texts of `shows` that are not on screen (or, for token errors, in the console) yet. */
async function missing(v: Visit, shows: readonly string[]): Promise<string[]> {
  let text: string;
  try {
    text = await v.page.evaluate(() => document.body.innerText);
  } catch {
    return [...shows]; // navigating: ask again
  }
  const seen = new Set(messagesIn(text));
  for (const line of v.console) for (const message of messagesIn(line, CONSOLE_MESSAGES)) seen.add(message);
  return shows.filter((wanted) =>
    SPEC_MESSAGES.includes(wanted) ? !seen.has(wanted) : !text.includes(wanted),
  );
}

async function run(c: MessageCase): Promise<void> {
  const v = await openVisit(c.viewport ?? 'phone');
  const { control, page } = v;
  if (c.seed) await control.POST('/reset', { body: { seed: c.seed } });
  if (c.subscriber) await control.POST('/subscribers', { body: c.subscriber });
  if (c.clock) await control.POST('/clock', { body: c.clock });
  for (const fault of c.faults ?? []) await putFault(v, fault);

  const msisdn = c.as ?? SEEDED.newTrial;
  const loginOptions = { quiet: !c.popups, referrer: c.gamenow ? 'gamenow' : undefined };
  if (msisdn === 'visitor') {
    await page.goto(v.url(c.route));
  } else if (c.afterLogin) {
    await v.login(msisdn, QUIET_ROUTE, loginOptions);
    if (c.afterLogin.forgetMsisdn) {
      await page.evaluate((key) => sessionStorage.removeItem(key), SESSION_KEYS.msisdn);
    }
    for (const fault of c.afterLogin.faults ?? []) await putFault(v, fault);
    await page.goto(v.url(c.route));
  } else {
    await v.login(msisdn, c.route, loginOptions);
  }

  await c.act?.(v);
  await expect.poll(() => missing(v, c.shows), { timeout: c.waitMs ?? 10_000, interval: 100 }).toEqual([]);
  const observed = await v.observe();
  for (const message of c.shows.filter((text) => SPEC_MESSAGES.includes(text))) {
    expect(observed).toContain(message);
  }
  await c.check?.(v);
}

describe('every spec message and state, reached in the browser', () => {
  it('the table has a case for every message of the spec', () => {
    const shown = new Set(Object.values(MESSAGE_CASES).flatMap((cases) => cases.flatMap((c) => c.shows)));
    expect(SPEC_MESSAGES.filter((message) => !shown.has(message))).toEqual([]);
  });

  for (const [route, cases] of Object.entries(MESSAGE_CASES)) {
    describe(route, () => {
      for (const c of cases) {
        it(`${c.name} (${c.viewport ?? 'phone'})`, () => run(c));
      }
    });
  }
});
