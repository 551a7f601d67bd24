import { SEEDED } from '@esr/test-support';
import { SESSION_KEYS } from '@esr/sdk';
import { MESSAGES } from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { serializeOuter } from 'parse5';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_CALLS_PROPERTY } from '@/lib/api-early-calls';
import { CHECKIN_VISIBLE_MARK, EARLY_CHECKIN_PROPERTY } from '@/lib/early-checkin';
import { translator } from '@/lib/i18n';
import { createMockSession, mockServerUrl, withMockSession, type MockSession } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { checkinTemplateElements } from '../../vite/checkin-template';
import { FIRST_SCREEN_PROPERTY, startFirstCalls } from './bootstrap';
import { EARLY_ATTRIBUTE, startEarlyCheckin } from './checkin-bootstrap';
import { renderCheckinTemplates } from './checkin-template';

// The check-in shown before the app ran, taken over by the app (decision 1080), against the real mock
// server: the document's bootstrap sends the login and the streak read, its check-in script shows the
// dialog and takes the taps; then the app starts. It opens its own dialog in the early one's place (never
// two, never none), replays the early taps as its own, and sends nothing the early dialog sent already.

const t = translator();
const ROUTE = `/?a=${SEEDED.withStreak}`;
/** A new subscriber, who has chosen no game yet. */
const NEW_ROUTE = `/?a=${SEEDED.newTrial}`;
let mock: MockSession;
let templates = '';

beforeAll(async () => {
  templates = checkinTemplateElements(await renderCheckinTemplates('en'))
    .map((element) => serializeOuter(element))
    .join('');
});
beforeEach(async () => {
  mock = await createMockSession();
  performance.clearMarks();
});
afterEach(() => {
  for (const property of [EARLY_CALLS_PROPERTY, FIRST_SCREEN_PROPERTY, EARLY_CHECKIN_PROPERTY])
    delete (window as unknown as Record<string, unknown>)[property];
});

/** The document at ROUTE before its app runs: the bootstrap's calls, then the early dialog on screen. */
async function earlyDialogOnScreen(route = ROUTE): Promise<HTMLElement> {
  const url = new URL(route, mockServerUrl());
  const location = { href: url.href, pathname: url.pathname, search: url.search };
  const page = { location, sessionStorage, fetch: withMockSession(mock.id) };
  const { calls, firstScreen } = startFirstCalls(page);
  // In a page the scripts' host is the window itself: where the app looks for what they left.
  Object.assign(window, { [EARLY_CALLS_PROPERTY]: calls, [FIRST_SCREEN_PROPERTY]: firstScreen });
  document.documentElement.lang = 'en';
  document.body.insertAdjacentHTML('beforeend', templates);
  const { state, done } = startEarlyCheckin({ ...page, document, performance });
  Object.assign(window, { [EARLY_CHECKIN_PROPERTY]: state });
  await done;
  const dialog = document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}]`);
  if (!dialog) throw new Error('no early dialog');
  return dialog;
}

/** Claim tapped on the early dialog, then the app started. */
async function claimEarlyThenStartTheApp() {
  const early = await earlyDialogOnScreen();
  within(early)
    .getByRole('button', { name: t('checkin.claim') })
    .click();
  return renderApp({ route: ROUTE, mockSessionId: mock.id });
}

const checkinPanels = () => document.querySelectorAll('.modal__panel.checkin');
/** The app's check-in dialog, once it has taken the early one's place. */
const appCheckin = () =>
  waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: t('checkin.title') });
    expect(dialog.closest(`[${EARLY_ATTRIBUTE}]`)).toBeNull();
    return dialog;
  });

describe('the app takes over the check-in its document showed', () => {
  it('one dialog throughout: the app’s own, in its place, without a second entrance or mark', async () => {
    const early = await earlyDialogOnScreen();
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(checkinPanels().length));
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp({ route: ROUTE, mockSessionId: mock.id });
    const dialog = await appCheckin();
    observer.disconnect();
    expect(early.isConnected).toBe(false);
    expect(checkinPanels()).toHaveLength(1);
    // Never two dialogs and never none, at any point the page could have been painted.
    expect(counts.every((count) => count === 1)).toBe(true);
    expect(dialog.closest('.modal')).toHaveClass('modal--still');
    expect(within(dialog).getByRole('button', { name: t('checkin.claim') })).toBeEnabled();
    expect(performance.getEntriesByName(CHECKIN_VISIBLE_MARK, 'mark')).toHaveLength(1);
    expect(await mock.calls('getActiveStreak')).toBe(1);
  });

  it('a Claim tapped before the app ran: the credits when the app runs, one claim on the server', async () => {
    const streak = await mock.streak((await mock.login(SEEDED.withStreak)).token);
    const { sent } = await claimEarlyThenStartTheApp();
    const congrats = await screen.findByRole('dialog', { name: MESSAGES.congratulations });
    expect(congrats).toHaveTextContent(
      t('checkin.credits', { n: streak.amount_to_claim, amount: streak.amount_to_claim }),
    );
    expect(await mock.calls('updateDailyStreak')).toBe(1);
    // The app's claim was the early one's answer: it sent none itself.
    expect(sent.filter((call) => call.call.includes('update-daily-streak'))).toEqual([]);
  });

  it('the claim on its way shows as taken in the app’s dialog from its first frame', async () => {
    await mock.fault('updateDailyStreak', { delayMs: 1500, times: 1 });
    await claimEarlyThenStartTheApp();
    const dialog = await appCheckin();
    expect(within(dialog).getByRole('button', { name: t('checkin.claim') })).toBeDisabled();
    await screen.findByRole('dialog', { name: MESSAGES.congratulations });
    expect(await mock.calls('updateDailyStreak')).toBe(1);
  });

  it("a failed early claim shows the failure in the app's dialog, never 'Already Claimed' alone", async () => {
    await mock.fault('updateDailyStreak', { status: 500, times: 1 });
    await claimEarlyThenStartTheApp();
    const dialog = await appCheckin();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('checkin.claimFailed'));
    expect(screen.queryByRole('dialog', { name: MESSAGES.congratulations })).not.toBeInTheDocument();
    expect(await mock.calls('updateDailyStreak')).toBe(1);
  });

  it('closed before the app ran: the app opens the game selector (no game yet), not the check-in again', async () => {
    const early = await earlyDialogOnScreen(NEW_ROUTE);
    within(early)
      .getByRole('button', { name: t('common.close') })
      .click();
    expect(sessionStorage.getItem(SESSION_KEYS.dailyCheckinShown)).toBe('true');
    renderApp({ route: NEW_ROUTE, mockSessionId: mock.id });
    expect(await screen.findByRole('dialog', { name: t('checkin.gameSelectorTitle') })).toBeInTheDocument();
    expect(checkinPanels()).toHaveLength(0);
    expect(await mock.calls('updateDailyStreak')).toBe(0);
  });
});
