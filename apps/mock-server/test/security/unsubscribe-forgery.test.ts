import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config';
import { json, server } from '../harness';

// Issue 41, finding 1: the encrypt call sealed both fields with one key and nothing that said which
// field a ciphertext was made for. A subscriber sent a grant for another number as their own
// domainName, then posted the sealed domainName as `mobile`: the victim was unsubscribed, by a link
// that never expired, and again after each new subscription (the next `ver`). Now each field is
// sealed for its field, its link and its purpose, and anything made for one is refused everywhere else.

type S = Awaited<ReturnType<typeof server>>;
type Link = { mobile: string; domainName: string };

const MODES: [string, Partial<AppConfig>][] = [
  ['mock mode', {}],
  ['production with STAND_INS=1', { mockMode: false, standIns: true, corsOrigins: [] }],
];

const encrypt = async (s: S, caller: string, domainName: string) =>
  s.app.inject({
    method: 'POST',
    url: '/stand-ins/unsubscribe/encrypt',
    headers: { authorization: `Bearer ${await s.token(caller)}` },
    payload: { mobile: caller, domainName },
  });

const issued = async (s: S, caller: string, domainName: string) => {
  const response = await encrypt(s, caller, domainName);
  expect(response.statusCode, response.body).toBe(200);
  return json<Link>(response);
};

const confirm = (s: S, values: Link) =>
  s.app.inject({
    method: 'POST',
    url: '/stand-ins/unsubscribe/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  });

const open = (s: S, values: Link) =>
  s.app.inject({ method: 'GET', url: `/stand-ins/unsubscribe/?${new URLSearchParams(values).toString()}` });

const status = (s: S, msisdn: string) => s.app.sessions.main.store.subscriptionStatus(msisdn);

/** The grant the old stand-in sealed as `mobile`, for any number, never expiring, for versions 0..3. */
const forgedGrants = (victim: string) =>
  [0, 1, 2, 3].map((ver) => JSON.stringify({ mobile: victim, world: 'main', exp: 4102444800000, ver }));

describe.each(MODES)('a forged unsubscribe link (%s)', (_mode, config) => {
  it("refuses a grant for another number sealed as the caller's own domainName", async () => {
    const s = await server(config);
    const before = status(s, SEEDED.newTrial);
    expect(before).toBe('trial');
    for (const grant of forgedGrants(SEEDED.newTrial)) {
      const sealing = await encrypt(s, SEEDED.withStreak, grant);
      // Refused when it is sealed (not a host name), or else when it is used as a link.
      if (sealing.statusCode === 400) continue;
      const sealed = json<Link>(sealing);
      const forged = { mobile: sealed.domainName, domainName: sealed.domainName };
      expect((await open(s, forged)).statusCode).toBe(400);
      const response = await confirm(s, forged);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This unsubscribe link is not valid');
    }
    expect(status(s, SEEDED.newTrial)).toBe(before);
    expect(status(s, SEEDED.withStreak)).toBe('active');
  });

  it('refuses the two fields swapped, and a field of one link with the other of another link', async () => {
    const s = await server(config);
    const first = await issued(s, SEEDED.withStreak, 'portal.example.pk');
    const second = await issued(s, SEEDED.withStreak, 'other.example.pk');
    for (const values of [
      { mobile: first.domainName, domainName: first.mobile },
      { mobile: first.mobile, domainName: first.mobile },
      { mobile: first.mobile, domainName: second.domainName },
      { mobile: second.mobile, domainName: first.domainName },
    ]) {
      expect((await confirm(s, values)).statusCode).toBe(400);
    }
    expect(status(s, SEEDED.withStreak)).toBe('active');
    // The link as it was issued still works (once).
    expect((await confirm(s, second)).statusCode).toBe(200);
    expect(status(s, SEEDED.withStreak)).toBe('unsubscribed');
  });
});

describe('the encrypt call takes a host name as domainName', () => {
  it('refuses anything else (400), and takes what window.location.hostname can be', async () => {
    const s = await server();
    for (const domainName of [
      '{"mobile":"923001234567"}',
      'a b',
      'portal.example.pk/x',
      '',
      'x'.repeat(254),
    ]) {
      const response = await encrypt(s, SEEDED.withStreak, domainName);
      expect(response.statusCode, domainName).toBe(400);
      expect(json(response).message).toBe('domainName must be a host name');
    }
    for (const domainName of [
      'localhost',
      'portal.example.pk',
      '127.0.0.1',
      '[::1]',
      'xn--mgbh0fb.example',
    ]) {
      expect((await encrypt(s, SEEDED.withStreak, domainName)).statusCode, domainName).toBe(200);
    }
  });
});
