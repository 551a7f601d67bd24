import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { onFullProfile, VIEWPORTS } from '../support/profiles';
import { bringSlideIntoView, isolated, profileOf, statusesOf } from '../support/journey-helpers';
import { URDU_BROWSER } from '../support/urdu';

// Registering for a weekly tournament (spec sections 2, 5 and 8): /tournaments, Join now on a card,
// /join-tournament?tournamentId=…; the Freefire Clash Squad Open asks for the game UID (UIDCheck 1), the
// nickname, and the e-mail (tourn_type is not 'Credits'). Empty fields are highlighted and nothing is sent;
// a complete form registers ('Successfully registered!…', then home), a second try is refused as already
// submitted.

const openVisit = useVisits();

const TOURNAMENT = 'Freefire Clash Squad Open';
const TOURNAMENT_ID = 't-ff-clash';
const ENTRY_FEE = 500;

/** The value shown next to 'Participants' on /join-tournament. */
const participants = (page: Page) =>
  page.getByText('Participants', { exact: true }).locator('xpath=following-sibling::dd');

const isHighlighted = async (field: Locator) => (await field.getAttribute('aria-invalid')) === 'true';

describe.each(VIEWPORTS)('tournament registration (%s)', (viewport) => {
  it('Join now → empty fields blocked → register → home; reopened, registered is said before the form', async () => {
    const visit = await openVisit(viewport);
    // The carousel stands still for a user who asks for reduced motion: its slides are moved by hand.
    await visit.page.emulateMedia({ reducedMotion: 'reduce' });
    await visit.login(SEEDED.withStreak, '/tournaments');
    const { page } = visit;
    const before = await profileOf(visit);

    await page.getByRole('heading', { level: 1, name: COPY.weeklyTournaments }).waitFor();
    const carousel = page.getByRole('region', { name: COPY.weeklyTournaments });
    const join = carousel.getByRole('link', { name: `${MESSAGES.joinNow}: ${TOURNAMENT}` });
    if (viewport === 'desktop') {
      // The arrows sit beside the cards, not over the first card's banner title.
      const arrow = await carousel.locator('.swiper-button-prev').boundingBox();
      const card = await carousel.locator('.t-card').first().boundingBox();
      expect(arrow && card && arrow.x + arrow.width <= card.x, JSON.stringify({ arrow, card })).toBe(true);
    }
    await bringSlideIntoView(carousel, join);
    await visit.screenshot('journey-tournament-list');
    await join.click();
    await page.waitForURL(
      (url) => url.pathname === '/join-tournament' && url.searchParams.get('tournamentId') === TOURNAMENT_ID,
    );
    await page.getByRole('heading', { level: 1, name: TOURNAMENT }).waitFor();
    expect(await page.getByText(MESSAGES.entryFeeCredits(ENTRY_FEE)).first().isVisible()).toBe(true);
    expect(await participants(page).textContent()).toBe('1');

    const uid = page.getByLabel('Game UID');
    const nick = page.getByLabel('Nickname');
    const email = page.getByLabel('Email');
    const register = page.getByRole('button', { name: COPY.register });

    // Nothing filled: the three fields are highlighted and the server is not asked.
    await register.click();
    await expect.poll(() => isHighlighted(uid)).toBe(true);
    expect(await isHighlighted(nick)).toBe(true);
    expect(await isHighlighted(email)).toBe(true);
    expect(await page.getByText('This field is required').count()).toBe(3);
    await visit.screenshot('journey-tournament-empty-fields');

    // Blanks count as empty; a filled field loses its highlight, the rest keep blocking.
    await uid.fill('5123456789');
    await nick.fill('   ');
    await register.click();
    await expect.poll(() => isHighlighted(uid)).toBe(false);
    expect(await isHighlighted(nick)).toBe(true);
    expect(await isHighlighted(email)).toBe(true);
    expect(await statusesOf(visit, 'tournamentCheckin')).toEqual([]);

    await nick.fill('SanaSnipes');
    await email.fill('sana@example.pk');
    await register.click();
    const success = page.getByRole('dialog', { name: MESSAGES.registrationSuccess });
    await success.waitFor();
    await visit.observe();
    await visit.screenshot('journey-tournament-registered');
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');

    expect(await statusesOf(visit, 'tournamentCheckin')).toEqual([200]);
    const after = await profileOf(visit);
    expect(after.credits).toBe(before.credits - ENTRY_FEE);
    expect(after.total_tournament).toBe(before.total_tournament + 1);

    // Back on the tournament: the subscriber is counted, and is told before the form that they are
    // registered (issue 39): the server says so (designed), or on the spec profile this device remembers.
    await page.goto(visit.url(`/join-tournament?tournamentId=${TOURNAMENT_ID}`));
    await page.getByRole('heading', { level: 1, name: TOURNAMENT }).waitFor();
    expect(await participants(page).textContent()).toBe('2');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.alreadySubmitted);
    expect(await page.getByRole('button', { name: COPY.register }).count()).toBe(0);
    expect(await page.getByLabel('Nickname').count()).toBe(0);
    await visit.observe();
    await visit.screenshot('journey-tournament-already-submitted');
    expect(await statusesOf(visit, 'tournamentCheckin')).toEqual([200]);
    expect((await profileOf(visit)).credits).toBe(after.credits);
  });

  it('registered on another device: the form, then already submitted, then said before the form', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.withStreak, `/join-tournament?tournamentId=${TOURNAMENT_ID}`);
    const { page } = visit;
    await page.getByRole('heading', { level: 1, name: TOURNAMENT }).waitFor();
    const register = page.getByRole('button', { name: COPY.register });
    await register.waitFor();
    // Registered meanwhile elsewhere (the server knows; this page was opened before).
    await visit.api('POST', '/v1/tournament/entry/checkin', {
      id: TOURNAMENT_ID,
      pubg_id: '5123456789',
      pubg_nick: 'SanaSnipes',
      userEmail: 'sana@example.pk',
    });
    await page.getByLabel('Game UID').fill('5123456789');
    await page.getByLabel('Nickname').fill('SanaSnipes');
    await page.getByLabel('Email').fill('sana@example.pk');
    await register.click();
    const again = page.getByRole('dialog', { name: MESSAGES.alreadySubmitted });
    await again.waitFor();
    await again.getByRole('button', { name: 'OK' }).click();
    await again.waitFor({ state: 'detached' });
    // Only the success popup sends the user home; the form gives way to the spec's words.
    expect(new URL(page.url()).pathname).toBe('/join-tournament');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.alreadySubmitted);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TOURNAMENT }).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.alreadySubmitted);
    expect(await register.count()).toBe(0);
  });
});

/** The arrows of /tournaments' carousel that lie over a part of a card the carousel shows. */
function arrowsOverCards(page: Page) {
  return page.evaluate(() => {
    const carousel = document.querySelector('.tournaments__carousel');
    const track = carousel?.querySelector('.swiper')?.getBoundingClientRect();
    if (!carousel || !track) throw new Error('no carousel');
    const found: string[] = [];
    for (const arrow of carousel.querySelectorAll('.swiper-button-prev, .swiper-button-next')) {
      const a = arrow.getBoundingClientRect();
      carousel.querySelectorAll('.t-card').forEach((card, index) => {
        const c = card.getBoundingClientRect();
        // The part of the card the track shows (it clips what lies beyond its edges).
        const left = Math.max(c.left, track.left);
        const right = Math.min(c.right, track.right);
        if (a.left < right && a.right > left && a.top < c.bottom && a.bottom > c.top) {
          found.push(`${arrow.className} over card ${index + 1}`);
        }
      });
    }
    return found;
  });
}

/** How far the bottom edge of the banner's picture lies below the banner's box (0 or less: shown). */
function bannerBottomCut(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('.join__banner');
    if (!img?.naturalWidth) throw new Error('no banner');
    const box = img.getBoundingClientRect();
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const drawn = img.naturalHeight * scale;
    const y = parseFloat(getComputedStyle(img).objectPosition.split(' ')[1] ?? '50%') / 100;
    return (box.height - drawn) * y + drawn - box.height;
  });
}

describe.each([
  ['English', undefined],
  ['Urdu', URDU_BROWSER],
])('tournaments at 1280 px, in %s (issue 39)', (_language, locale) => {
  it('the arrows lie over no card, the last one peeking in included; the banner title is whole', async () => {
    const visit = await openVisit('desktop', { locale, stillScreen: true });
    await visit.login(SEEDED.withStreak, '/tournaments');
    const { page } = visit;
    await page.locator('.tournaments__carousel .swiper-initialized').waitFor();
    expect(await arrowsOverCards(page)).toEqual([]);
    await visit.screenshot(`journey-tournaments-arrows-${locale ?? 'en'}`);

    await page.goto(visit.url(`/join-tournament?tournamentId=${TOURNAMENT_ID}`));
    await page.getByRole('heading', { level: 1, name: TOURNAMENT }).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.join__banner')?.complete);
    expect(await bannerBottomCut(page)).toBeLessThanOrEqual(1);
    await visit.screenshot(`journey-join-banner-${locale ?? 'en'}`);
  });
});

describe('tournament registration (desktop)', () => {
  it("a subscriber who cannot pay the entry fee is told before the tap, and refused with the server's reason", async () => {
    const visit = await openVisit('desktop');
    // Ali Raza, a new trial, has no credits for the 500-credit entry fee.
    await visit.login(SEEDED.newTrial, `/join-tournament?tournamentId=${TOURNAMENT_ID}`);
    const { page } = visit;
    await page.getByRole('heading', { level: 1, name: TOURNAMENT }).waitFor();
    await page.getByLabel('Game UID').fill('4001002003');
    await page.getByLabel('Nickname').fill('AliR');
    await page.getByLabel('Email').fill('ali@example.pk');
    // The fee is said beside Register, before the tap (issue 25).
    await page.getByText('Entry fee: 500 Credits, taken from your credits when you register.').waitFor();
    await page.getByRole('button', { name: COPY.register }).click();
    // INSUFFICIENT_CREDITS worded by the app with the answer's numbers; without the designed code and
    // numbers (the spec profile), the server's words, set apart (issue 39).
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(
        onFullProfile
          ? 'You need 500 credits for this; you have 0 credits.'
          : isolated('Not enough credits: the entry fee is 500 Credits.'),
      );
    await visit.observe();
    await visit.screenshot('journey-tournament-check-in-refused');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await statusesOf(visit, 'tournamentCheckin')).toEqual([409]);
  });

  it('a tournament in progress and an ended one cannot be joined', async () => {
    const visit = await openVisit('desktop');
    await visit.login(SEEDED.withStreak, '/join-tournament?tournamentId=t-pubg-live');
    const { page } = visit;
    await page.getByRole('heading', { level: 1, name: 'PUBG Mobile Sunday Showdown' }).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MESSAGES.tournamentInProgress);
    expect(await page.getByRole('button', { name: COPY.register }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Nickname').isDisabled()).toBe(true);
    await visit.observe();

    await page.goto(visit.url('/join-tournament?tournamentId=t-ff-final'));
    await page.getByRole('heading', { level: 1, name: 'Freefire Grand Final' }).waitFor();
    expect(await page.getByRole('button', { name: MESSAGES.registrationsClosed }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Nickname').isDisabled()).toBe(true);
    await page.getByRole('link', { name: MESSAGES.viewHighlights }).click();
    await page.waitForURL('**/highlights');
    expect(await statusesOf(visit, 'tournamentCheckin')).toEqual([]);
  });
});
