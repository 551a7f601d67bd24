import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES, REWARD_DETAILS_FALLBACK, REWARDS, rewardItemNumber, rewardName } from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rewardImageUrl } from '@/components/ui/artwork';
import { env } from '@/config/env';
import { isolate, loadLanguage, translator } from '@/lib/i18n';
import { JAZZ_NUMBER_LABEL, JAZZ_PROMPT_SUBMIT, JAZZ_PROMPT_TITLE } from './jazz-number-prompt';
import { REDEEM_LABELS, REDEEM_TITLE } from './redeem-page';
import { THANK_YOU_TEXT, THANK_YOU_TITLE } from './thank-you-page';
import { answer200, type AnswerRewrites, holdAnswers } from '@/testing/api-wire';
import { externalNavigations } from '@/testing/external-navigations';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { YOUR_CREDITS } from './rewards-page';

// /rewards (spec sections 2, 5, 6 and 8) against the real mock server. The default seed's trial subscriber
// has 0 credits (every redeem is refused); the streak subscriber has 30000 (the Asus ROG headphone, 24650,
// can be redeemed; the Playstation 5 cannot); the gamenow user's token carries gn = 1.

const t = translator();

const HEADPHONE = REWARDS.findIndex((r) => rewardName(r) === 'Asus ROG headphone');
const PLAYSTATION = REWARDS.findIndex((r) => rewardName(r) === 'Playstation 5');

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function openRewards(
  msisdn: string | null,
  options: { referrer?: string; width?: number; rewrites?: AnswerRewrites } = {},
): Promise<ReturnType<typeof renderApp> & { token: string | null }> {
  let session: Record<string, string> = { ...POPUPS_SEEN };
  let token: string | null = null;
  if (msisdn) {
    const login = await mock.login(msisdn, options.referrer ?? null);
    token = login.token;
    session = { ...session, msisdn, accessToken: login.token };
    if (options.referrer === 'gamenow') session = { ...session, gamesNowRef: 'true', refferer: 'gamenow' };
  }
  const utils = renderApp({
    route: '/rewards',
    mockSessionId: mock.id,
    session,
    width: options.width ?? DESKTOP_WIDTH,
    rewrites: options.rewrites,
  });
  await screen.findByRole('heading', { level: 1, name: COPY.rewards });
  return { ...utils, token };
}

/** A reward's card, by its name in the page's language. */
const card = (index: number) =>
  screen.getByRole('heading', { level: 2, name: translator()(REWARDS[index]!.nameId) }).closest('li')!;
const redeemButton = (index: number) =>
  within(card(index)).getByRole('button', { name: `${COPY.redeem} ${rewardName(REWARDS[index]!)}` });

describe('Rewards page', () => {
  it("shows 'Rewards', its subtitle and every catalogue reward with its image, credits and a Redeem button", async () => {
    await openRewards(null, { width: PHONE_WIDTH });
    await waitFor(() => expect(document.title).toMatch(/^Rewards/));
    expect(screen.getByText(COPY.rewardsSubtitle)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: COPY.rewards });
    expect(within(list).getAllByRole('listitem')).toHaveLength(REWARDS.length);
    REWARDS.forEach((reward, index) => {
      const item = card(index);
      // The spec's 'N Credits', N written by Intl: '130,500 Credits' (issue 39).
      expect(item).toHaveTextContent(MESSAGES.entryFeeCredits(t.number(reward.credits)));
      expect(item.querySelector('img')).toHaveAttribute('src', rewardImageUrl(reward.thumbnail));
      expect(redeemButton(index)).toHaveTextContent(COPY.redeem);
    });
  });

  it("shows each reward's details ('Information not available', spec section 3)", async () => {
    await openRewards(null);
    REWARDS.forEach((reward, index) => {
      expect(reward.details).toBe(REWARD_DETAILS_FALLBACK);
      expect(within(card(index)).getByText(reward.details)).toBeVisible();
    });
  });

  it("shows a logged-in subscriber's credits", async () => {
    await openRewards(SEEDED.withStreak);
    expect((await screen.findByText(t(YOUR_CREDITS))).parentElement).toHaveTextContent(
      `${t(YOUR_CREDITS)} 30,000`,
    );
  });

  it('sends a visitor who clicks Redeem to the landing page, without redeeming', async () => {
    const { user } = await openRewards(null);
    expect(screen.queryByText(t(YOUR_CREDITS))).toBeNull();
    await user.click(redeemButton(HEADPHONE));
    expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]);
    expect(await mock.calls('redeemItem')).toBe(0);
  });

  it('opens /redeem with the answer when the subscriber has the credits', async () => {
    const { user, router } = await openRewards(SEEDED.withStreak);
    await user.click(redeemButton(HEADPHONE));
    expect(await screen.findByRole('heading', { level: 1, name: t(REDEEM_TITLE) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redeem');
    expect(
      screen.getByRole('heading', { level: 2, name: rewardName(REWARDS[HEADPHONE]!) }),
    ).toBeInTheDocument();
    // The number as Settings shows it, the one the subscriber dials (issue 39): not the msisdn.
    expect(screen.getByRole('textbox', { name: t(REDEEM_LABELS.mobile) })).toHaveValue('03005550001');
    expect(await mock.calls('redeemItem')).toBe(1);
  });

  it("words a refusal with a documented code itself, with the answer's numbers (issue 39)", async () => {
    const { user, token } = await openRewards(SEEDED.withStreak);
    const { error } = await mock
      .api(token)
      .POST('/v1/redeem-item', { body: { item: rewardItemNumber(PLAYSTATION) } });
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', required_credits: 130500, credits: 30000 });
    await user.click(redeemButton(PLAYSTATION));
    const popup = await screen.findByRole('dialog', {
      name: 'You need 130,500 credits for this; you have 30,000 credits.',
    });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: COPY.rewards })).toBeInTheDocument();
  });

  it("shows the server's details, set apart, for a refusal without the designed code and numbers (the spec profile)", async () => {
    const details = 'You need 130500 credits to redeem Playstation 5; you have 30000.';
    const { user } = await openRewards(SEEDED.withStreak, {
      rewrites: {
        'POST /v1/redeem-item': answer200({ success: false, data: { details } }),
      },
    });
    await user.click(redeemButton(PLAYSTATION));
    expect(await screen.findByRole('dialog', { name: isolate(details) })).toBeInTheDocument();
  });

  it("shows the server's message when a refusal has no details", async () => {
    const { user } = await openRewards(SEEDED.withStreak, {
      rewrites: {
        'POST /v1/redeem-item': () => ({
          status: 409,
          body: { success: false, message: 'Refused for now', data: { message: 'Refused for now' } },
        }),
      },
    });
    await user.click(redeemButton(HEADPHONE));
    expect(await screen.findByRole('dialog', { name: isolate('Refused for now') })).toBeInTheDocument();
  });

  describe('in Urdu', () => {
    beforeEach(() => loadLanguage('ur'));
    afterEach(() => loadLanguage('en'));
    const ur = translator('ur');

    /** /rewards in Urdu, as Sana (30000 credits). */
    async function openInUrdu() {
      const { msisdn, token } = await mock.login(SEEDED.withStreak);
      return renderApp({
        route: '/rewards',
        mockSessionId: mock.id,
        session: { ...POPUPS_SEEN, msisdn, accessToken: token },
        width: DESKTOP_WIDTH,
      });
    }

    it("a 500 shows the spec's generic message in Urdu, never the server's technical words", async () => {
      const { user } = await openInUrdu();
      await screen.findByRole('heading', { level: 1, name: ur('copy.rewards') });
      await mock.fault('redeemItem', { status: 500 });
      await user.click(within(card(HEADPHONE)).getByRole('button'));
      const popup = await screen.findByRole('dialog', { name: ur('messages.genericError') });
      expect(popup).not.toHaveTextContent('Internal server error');
      expect(ur('messages.genericError')).not.toBe(MESSAGES.genericError);
    });

    it("names the rewards in Urdu and words a refused redemption in Urdu, with the answer's numbers (issue 39)", async () => {
      const { user } = await openInUrdu();
      const list = await screen.findByRole('list', { name: ur('copy.rewards') });
      expect(within(list).getByRole('heading', { name: ur('items.asusRogHeadphone') })).toBeInTheDocument();
      // No English noun left in the names: brands and game names stay as their makers write them.
      expect(list).not.toHaveTextContent(/headphone|headset|keyboard|mouse|Mobile/);
      expect(list).toHaveTextContent('130,500');
      expect(list).not.toHaveTextContent('130500');
      await user.click(within(card(PLAYSTATION)).getByRole('button'));
      const refusal = ur('refusals.insufficientCredits', { required: 130500, credits: 30000 });
      expect(refusal).toMatch(/130,500[^]*30,000/);
      expect(refusal).not.toMatch(/[A-Za-z]/);
      expect(await screen.findByRole('dialog', { name: refusal })).toBeInTheDocument();
    });
  });

  // The operator's backend may refuse with a 200 and success false (spec section 7's redeem-item answer).
  it.each([
    ['details', { details: 'Out of stock this week', message: 'Refused' }, isolate('Out of stock this week')],
    ['message when there are no details', { message: 'Refused for now' }, isolate('Refused for now')],
    ['fallback when there is neither', {}, MESSAGES.genericError],
  ])("a 200 with success false shows the server's %s", async (_case, data, shown) => {
    const { user, router } = await openRewards(SEEDED.withStreak, {
      rewrites: { 'POST /v1/redeem-item': answer200({ success: false, data }) },
    });
    await user.click(redeemButton(HEADPHONE));
    expect(await screen.findByRole('dialog', { name: shown })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rewards');
  });

  it("shows 'An error occurred. Please try again.' when nothing was answered", async () => {
    const { user } = await openRewards(SEEDED.withStreak);
    await mock.fault('redeemItem', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    await user.click(redeemButton(HEADPHONE));
    expect(await screen.findByRole('dialog', { name: MESSAGES.genericError })).toBeInTheDocument();
  });

  it('disables the button while the call runs', async () => {
    const { user } = await openRewards(SEEDED.withStreak);
    const release = holdAnswers('POST /v1/redeem-item');
    await user.click(redeemButton(HEADPHONE));
    expect(redeemButton(HEADPHONE)).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: t(REDEEM_TITLE) })).toBeInTheDocument();
  });
});

describe('Rewards page: the Jazz-number prompt (token claim gn = 1)', () => {
  async function openPrompt() {
    const utils = await openRewards(SEEDED.gamenow, { referrer: 'gamenow' });
    await utils.user.click(redeemButton(HEADPHONE));
    const dialog = await screen.findByRole('dialog', { name: t(JAZZ_PROMPT_TITLE) });
    const input = within(dialog).getByRole('textbox', { name: t(JAZZ_NUMBER_LABEL) });
    const submit = within(dialog).getByRole('button', { name: t(JAZZ_PROMPT_SUBMIT) });
    return { ...utils, dialog, input, submit };
  }

  it('opens instead of redeeming and keeps digits only, 11 at most', async () => {
    const { user, input } = await openPrompt();
    await user.type(input, '03a0-0 12345678999');
    expect(input).toHaveValue('03001234567');
    expect(await mock.calls('redeemItem')).toBe(0);
  });

  it.each([
    ['with a dash', '0312-1234567'],
    ['with the country code', '+923121234567'],
    ['with spaces and the country code', '+92 312 1234567'],
  ])('normalises a pasted number %s before the 11-digit limit, and sends it', async (_case, pasted) => {
    const { user, input, submit } = await openPrompt();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue('03121234567');
    await user.click(submit);
    await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) });
    expect(await mock.calls('gamenowNotify')).toBe(1);
  });

  it.each([
    ['too short', '0300123456'],
    ['not starting with 0', '33001234567'],
    ['empty', ''],
  ])('rejects a number that is %s', async (_case, typed) => {
    const { user, input, submit, dialog } = await openPrompt();
    if (typed) await user.type(input, typed);
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.invalidJazzNumber);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await mock.calls('gamenowNotify')).toBe(0);
  });

  it('sends 92 plus the number without its 0 and goes to /thankyou', async () => {
    const { user, input, submit, router } = await openPrompt();
    await user.type(input, '03001234567');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: t(THANK_YOU_TITLE) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thankyou');
    expect(
      screen.getByText(t(THANK_YOU_TEXT.receivedItem, { item: t(REWARDS[HEADPHONE]!.nameId) })),
    ).toBeInTheDocument();
    // The server accepts only 92 followed by 10 digits (a 0-prefixed number answers 400).
    const journal = (await mock.control.GET('/journal')).data!.entries;
    expect(journal.filter((e) => e.operationId === 'gamenowNotify').map((e) => e.status)).toEqual([200]);
    expect(await mock.calls('redeemItem')).toBe(0);
  });

  it("shows 'Please try again later' when the notify call fails", async () => {
    const { user, input, submit, dialog } = await openPrompt();
    await mock.fault('gamenowNotify', { status: 500 });
    await user.type(input, '03001234567');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.tryAgainLater);
    expect(screen.getByRole('heading', { level: 1, name: COPY.rewards })).toBeInTheDocument();
  });
});
