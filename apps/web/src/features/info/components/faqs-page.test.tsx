import {
  BUSINESS_HOURS,
  COPY,
  FREE_TRIAL_DAYS,
  POSTPAID_PRICE,
  PREPAID_PRICE,
  REDEMPTION_CONTACT_HOURS,
} from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { PHONE_WIDTH, renderApp } from '@/testing/render-app';

// /faqs (spec sections 1 and 2): 13 questions in an accessible accordion, answered from the spec's facts.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function openFaqs() {
  const { msisdn, token } = await mock.login();
  const utils = renderApp({
    route: '/faqs',
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN },
    width: PHONE_WIDTH,
  });
  await screen.findByRole('heading', { level: 1, name: COPY.faqs });
  return utils;
}

/** The accordion's header buttons (every button of the page's main content that controls a panel). */
const questionButtons = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-controls'));

function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${button.textContent}`);
  return panel;
}

describe('/faqs', () => {
  it("shows the 'FAQs' title and document title", async () => {
    await openFaqs();
    await waitFor(() => expect(document.title).toMatch(/^FAQs/));
  });

  it('has 13 questions, each a collapsed button in a level-2 heading that controls a hidden panel', async () => {
    await openFaqs();
    const buttons = questionButtons();
    expect(buttons).toHaveLength(13);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(13);
    for (const button of buttons) {
      expect(button.closest('h2')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(button)).not.toBeVisible();
    }
    expect(new Set(buttons.map((button) => button.getAttribute('aria-controls'))).size).toBe(13);
  });

  it('a click opens a question and a second click closes it; questions open independently', async () => {
    const { user } = await openFaqs();
    const [first, second] = questionButtons();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first!)).toBeVisible();
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first!)).not.toBeVisible();
    expect(panelOf(second!)).toBeVisible();
  });

  it('works from the keyboard (Enter and Space)', async () => {
    const { user } = await openFaqs();
    const [first] = questionButtons();
    first!.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it("answers with the spec's facts: trial, prices, credits, subscribing, support, redemption, hours", async () => {
    const { user } = await openFaqs();
    const answers = new Map<string, HTMLElement>();
    for (const button of questionButtons()) {
      await user.click(button);
      answers.set(button.textContent ?? '', panelOf(button));
    }
    const answer = (question: RegExp) => {
      const found = [...answers.entries()].find(([text]) => question.test(text));
      if (!found) throw new Error(`no question ${question}`);
      return found[1];
    };
    expect(answer(/free trial/)).toHaveTextContent(`${FREE_TRIAL_DAYS}-day free trial`);
    expect(answer(/cost/)).toHaveTextContent(`Prepaid: ${PREPAID_PRICE}.`);
    expect(answer(/cost/)).toHaveTextContent(`Postpaid: ${POSTPAID_PRICE}.`);
    expect(PREPAID_PRICE).toBe('Rs 10 per day including tax');
    expect(POSTPAID_PRICE).toBe('Rs 167 plus tax per month');
    expect(answer(/expire/)).toHaveTextContent('Credits never expire.');
    expect(answer(/^How do I subscribe/)).toHaveTextContent('only via the web app');
    expect(answer(/unsubscribe/)).toHaveTextContent('only via the web app');
    expect(within(answer(/unsubscribe/)).getByRole('link', { name: COPY.settings })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(answer(/support/)).getByRole('link', { name: env.VITE_SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${env.VITE_SUPPORT_EMAIL}`,
    );
    expect(answer(/contacted about a redemption/)).toHaveTextContent(
      `within ${REDEMPTION_CONTACT_HOURS} hours`,
    );
    expect(REDEMPTION_CONTACT_HOURS).toBe(24);
    expect(answer(/business hours/)).toHaveTextContent(BUSINESS_HOURS);
    expect(BUSINESS_HOURS).toBe('Monday to Friday, 9:00 AM to 10:00 PM');
    expect(answer(/late on Friday/)).toHaveTextContent(
      'Requests made late on Friday are handled the next Monday.',
    );
    expect(within(answer(/redeem my credits/)).getByRole('link', { name: COPY.rewards })).toHaveAttribute(
      'href',
      '/rewards',
    );
  });
});
