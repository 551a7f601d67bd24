import { BUSINESS_HOURS, COPY, MESSAGES, REDEMPTION_CONTACT_HOURS, REWARDS, rewardName } from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { translator } from '@/lib/i18n';
import {
  PRIVACY_POLICY as PRIVACY_POLICY_ID,
  REDEMPTION_TERMS as REDEMPTION_TERMS_ID,
} from './terms-service-page';

const t = translator();
const PRIVACY_POLICY = t(PRIVACY_POLICY_ID);
const REDEMPTION_TERMS = t(REDEMPTION_TERMS_ID);

// /terms-service (spec section 2): the privacy policy and the redemption terms, from the spec's facts.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function openTerms() {
  const { msisdn, token } = await mock.login();
  renderApp({
    route: '/terms-service',
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN },
    width: PHONE_WIDTH,
  });
  await screen.findByRole('heading', { level: 1, name: COPY.termsOfService });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/terms-service', () => {
  it("is titled 'Terms of Service' with the privacy policy, then the redemption terms", async () => {
    await openTerms();
    await waitFor(() => expect(document.title).toMatch(/^Terms of Service/));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      PRIVACY_POLICY,
      REDEMPTION_TERMS,
    ]);
  });

  it('the privacy policy says what is kept and how to ask about it', async () => {
    await openTerms();
    const privacy = section(PRIVACY_POLICY);
    expect(privacy).toHaveTextContent('identified by your mobile number');
    expect(privacy).toHaveTextContent('session storage');
    expect(within(privacy).getByRole('link', { name: env.VITE_SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${env.VITE_SUPPORT_EMAIL}`,
    );
  });

  it("the redemption terms state the spec's rules and every reward's cost", async () => {
    await openTerms();
    const terms = section(REDEMPTION_TERMS);
    expect(terms).toHaveTextContent('Credits never expire.');
    expect(terms).toHaveTextContent('You must be logged in to redeem.');
    expect(terms).toHaveTextContent(`within ${REDEMPTION_CONTACT_HOURS} hours`);
    expect(terms).toHaveTextContent(BUSINESS_HOURS);
    expect(terms).toHaveTextContent('Requests made late on Friday are handled the next Monday.');
    expect(within(terms).getByRole('link', { name: COPY.rewards })).toHaveAttribute('href', '/rewards');
    const costs = within(terms)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // Each cost's number by Intl ('130,500 Credits', issue 39).
    const grouped = (n: number) => new Intl.NumberFormat('en-US').format(n);
    expect(costs).toEqual(REWARDS.map((r) => [rewardName(r), MESSAGES.entryFeeCredits(grouped(r.credits))]));
    expect(costs).toContainEqual(['Playstation 5', '130,500 Credits']);
  });
});
