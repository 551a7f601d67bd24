import { SEEDED } from '@esr/test-support';
import {
  BUSINESS_HOURS,
  COPY,
  INVALID_EMAIL_MESSAGE,
  MESSAGES,
  REDEMPTION_CONTACT_HOURS,
  REWARDS,
  rewardItemNumber,
  rewardName,
} from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { translator } from '@/lib/i18n';
import { bodiesSent, rewriteData } from '@/testing/api-wire';
import { externalNavigations } from '@/testing/external-navigations';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import type { RedeemLocationState } from '../location-state';
import { REDEEM_LABELS, REDEEM_TITLE } from './redeem-page';
import { THANK_YOU_TEXT, THANK_YOU_TITLE } from './thank-you-page';

// /redeem and /thankyou (spec sections 2, 5, 7 and 8) against the real mock server. The streak subscriber
// has 30000 credits: enough for the Asus ROG headphone (24650).

const t = translator();

const HEADPHONE = REWARDS.findIndex((r) => rewardName(r) === 'Asus ROG headphone');
const HEADPHONE_ITEM = rewardItemNumber(HEADPHONE);

let mock: MockSession;
let session: Record<string, string>;
let token: string;

beforeEach(async () => {
  mock = await createMockSession();
  const login = await mock.login(SEEDED.withStreak);
  token = login.token;
  session = { ...POPUPS_SEEN, msisdn: login.msisdn, accessToken: login.token };
});

/** Clicks Redeem on /rewards, as the subscriber would, and waits for the form. */
async function openRedeemForm() {
  const utils = renderApp({ route: '/rewards', mockSessionId: mock.id, session, width: DESKTOP_WIDTH });
  await utils.user.click(
    await screen.findByRole('button', { name: `${COPY.redeem} ${rewardName(REWARDS[HEADPHONE]!)}` }),
  );
  await screen.findByRole('heading', { level: 1, name: t(REDEEM_TITLE) });
  const name = screen.getByRole('textbox', { name: t(REDEEM_LABELS.name) });
  const email = screen.getByRole('textbox', { name: t(REDEEM_LABELS.email) });
  const submit = screen.getByRole('button', { name: COPY.redeem });
  return { ...utils, name, email, submit };
}

async function credits(): Promise<{ credits: number; items_redeemed: number }> {
  const { data } = await mock.api(token).GET('/v1/user/profile');
  return { credits: data!.credits, items_redeemed: data!.items_redeemed };
}

describe('Redeem page', () => {
  it('sends a direct visit without navigation state to /rewards', async () => {
    const { router } = renderApp({ route: '/redeem', mockSessionId: mock.id, session });
    expect(await screen.findByRole('heading', { level: 1, name: COPY.rewards })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rewards');
  });

  it('sends a visitor to the landing page (redeeming requires login)', async () => {
    renderApp({ route: '/redeem', mockSessionId: mock.id, session: POPUPS_SEEN });
    await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
  });

  it("shows the item, the subscriber's name and the msisdn read-only", async () => {
    const { name, email } = await openRedeemForm();
    expect(
      screen.getByRole('heading', { level: 2, name: rewardName(REWARDS[HEADPHONE]!) }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.entryFeeCredits('24,650'))).toBeInTheDocument();
    const profile = await mock.api(token).GET('/v1/user/profile');
    expect(name).toHaveValue(profile.data!.name);
    expect(email).toHaveValue('');
    const mobile = screen.getByRole('textbox', { name: t(REDEEM_LABELS.mobile) });
    // Written as Settings writes it (issue 39); the claim still sends redeem-item's tel as it came.
    expect(SEEDED.withStreak).toBe('923005550001');
    expect(mobile).toHaveValue('03005550001');
    expect(mobile).toHaveAttribute('readonly');
  });

  it.each([
    ['the e-mail is empty', '', null],
    ['the name is blank', 'sana@example.pk', '   '],
  ])("says 'Please fill in all fields.' when %s, without claiming", async (_case, typedEmail, typedName) => {
    const { user, name, email, submit } = await openRedeemForm();
    if (typedName !== null) {
      await user.clear(name);
      await user.type(name, typedName);
    }
    if (typedEmail) await user.type(email, typedEmail);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    expect(await mock.calls('redeemClaim')).toBe(0);
  });

  it('claims with the details and goes to /thankyou, spending the credits once', async () => {
    const before = await credits();
    const { user, email, submit, router } = await openRedeemForm();
    await user.type(email, 'sana@example.pk');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thankyou');
    expect(
      screen.getByText(t(THANK_YOU_TEXT.receivedItem, { item: rewardName(REWARDS[HEADPHONE]!) })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(t(THANK_YOU_TEXT.contact, { hours: REDEMPTION_CONTACT_HOURS })),
    ).toHaveTextContent('within 24 hours');
    expect(await credits()).toEqual({
      credits: before.credits - REWARDS[HEADPHONE]!.credits,
      items_redeemed: before.items_redeemed + 1,
    });
  });

  it("says 'Redemption failed. Please try again.' when the claim fails", async () => {
    const { user, email, submit } = await openRedeemForm();
    await mock.fault('redeemClaim', { status: 500, times: 1 });
    await user.type(email, 'sana@example.pk');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.redemptionFailed);
    expect(screen.getByRole('heading', { level: 1, name: t(REDEEM_TITLE) })).toBeInTheDocument();
    // The same form may try again.
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) })).toBeInTheDocument();
  });

  it.each(['not-an-email', 'sana@example', 'sana khan@example.pk'])(
    'checks the e-mail format before sending: %s is refused with a clear message, without claiming',
    async (typed) => {
      const { user, email, submit } = await openRedeemForm();
      await user.type(email, typed);
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(await mock.calls('redeemClaim')).toBe(0);
      // Corrected, it goes through.
      await user.clear(email);
      await user.type(email, 'sana@example.pk');
      await user.click(submit);
      expect(await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) })).toBeInTheDocument();
    },
  );

  it('sends back the item and uuid exactly as the redeem result gave them (its name, not a number)', async () => {
    const { user, email, submit, sent } = await openRedeemForm();
    expect(bodiesSent(sent, 'POST /v1/redeem-item')).toEqual([{ item: HEADPHONE_ITEM }]);
    await user.type(email, 'sana@example.pk');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) })).toBeInTheDocument();
    const [claim] = bodiesSent(sent, 'POST /v1/redeem-claim') as {
      item: unknown;
      uuid: string;
      phone: string;
    }[];
    expect(claim?.item).toBe(rewardName(REWARDS[HEADPHONE]!));
    expect(claim?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // The tel as it came, whatever the form shows (03005550001).
    expect(claim?.phone).toBe(SEEDED.withStreak);
  });

  it("sends back whatever item the operator's redeem result names, as it is", async () => {
    // Another backend may name the item otherwise: the claim carries its value, not the catalogue's.
    const utils = renderApp({
      route: '/rewards',
      mockSessionId: mock.id,
      session,
      width: DESKTOP_WIDTH,
      rewrites: {
        'POST /v1/redeem-item': rewriteData((data) => ({ ...(data as object), item: 'ROG-HP-01' })),
      },
    });
    await utils.user.click(
      await screen.findByRole('button', { name: `${COPY.redeem} ${rewardName(REWARDS[HEADPHONE]!)}` }),
    );
    await screen.findByRole('heading', { level: 1, name: t(REDEEM_TITLE) });
    await utils.user.type(screen.getByRole('textbox', { name: t(REDEEM_LABELS.email) }), 'sana@example.pk');
    await utils.user.click(screen.getByRole('button', { name: COPY.redeem }));
    // The mock server knows the item by its own name, so it refuses: the app said what it was given.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.redemptionFailed);
    expect(bodiesSent(utils.sent, 'POST /v1/redeem-claim')).toEqual([
      expect.objectContaining({ item: 'ROG-HP-01' }),
    ]);
  });

  it("says 'Redemption failed. Please try again.' when nothing was answered", async () => {
    // A redemption started through the API; the gamenow flag keeps the page open when the failed token
    // refresh clears the session (a plain subscriber would be sent to the landing page).
    const { data } = await mock.api(token).POST('/v1/redeem-item', { body: { item: HEADPHONE_ITEM } });
    if (data?.success !== true) throw new Error(`redeem-item refused: ${JSON.stringify(data)}`);
    const state: RedeemLocationState = { itemNumber: HEADPHONE_ITEM, redemption: data.data };
    session = { ...session, gamesNowRef: 'true' };
    const { router, user } = renderApp({ route: '/', mockSessionId: mock.id, session });
    await router.navigate('/redeem', { state });
    await screen.findByRole('heading', { level: 1, name: t(REDEEM_TITLE) });
    await mock.fault('redeemClaim', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    await user.type(screen.getByRole('textbox', { name: t(REDEEM_LABELS.email) }), 'sana@example.pk');
    await user.click(screen.getByRole('button', { name: COPY.redeem }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.redemptionFailed);
  });
});

describe('Thank-you page', () => {
  it('says what happens next: contact within 24 hours, in business hours', async () => {
    renderApp({ route: '/thankyou', mockSessionId: mock.id, session });
    expect(await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) })).toBeInTheDocument();
    expect(screen.getByText(t(THANK_YOU_TEXT.received))).toBeInTheDocument();
    expect(
      screen.getByText(t(THANK_YOU_TEXT.contact, { hours: REDEMPTION_CONTACT_HOURS })),
    ).toBeInTheDocument();
    expect(screen.getByText(t(THANK_YOU_TEXT.hours))).toHaveTextContent(
      'Monday to Friday, 9:00 AM to 10:00 PM. Requests made late on Friday are handled the next Monday.',
    );
    // The catalogue writes the hours out (each language its own way): in English they are the domain's.
    expect(screen.getByText(t(THANK_YOU_TEXT.hours))).toHaveTextContent(BUSINESS_HOURS);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: t(THANK_YOU_TEXT.backToRewards) })).toHaveAttribute(
      'href',
      '/rewards',
    );
  });
});
