import {
  COPY,
  MESSAGES,
  entryFeeLabel,
  splitTournamentTime,
  tournamentCardEnded,
  tournamentTimeInstant,
} from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isolate, loadLanguage, translator } from '@/lib/i18n';
import { tournamentBannerUrl, tournamentGameIconUrl } from '@/components/ui/artwork';
import { ApiError, failureMessage } from '@/lib/api-error';
import { mediaUrl } from '@/lib/media-url';
import { rewriteData, withoutFields, type AnswerRewrites, holdAnswers } from '@/testing/api-wire';
import { createMockSession, type MockSession, type TestSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';
import { NO_TOURNAMENTS } from './tournaments-page';
import { AUTOPLAY_MS, shouldLoop } from '@/config/carousel';

// /tournaments (spec sections 2 and 8) against the real mock server.

let mock: MockSession;
let session: TestSession;

beforeEach(async () => {
  mock = await createMockSession();
  session = await mock.session();
});

function openTournaments(width = DESKTOP_WIDTH, rewrites: AnswerRewrites = {}) {
  return renderApp({ route: '/tournaments', mockSessionId: mock.id, session, width, rewrites });
}

/** The card (an article) named by the tournament's heading. */
async function card(tournament: Schemas['Tournament']): Promise<HTMLElement> {
  const [first] = await screen.findAllByRole('article', { name: tournament.tourn_name });
  if (!first) throw new Error(`no card for ${tournament.tourn_name}`);
  return first;
}

/** The value of a card's fact (Date, Time, Entry Fee). */
function fact(cardElement: HTMLElement, label: string): string | null {
  const term = within(cardElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-29' as Intl writes it in English. */
const englishDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};
/** A prize or a fee as the English page writes it: '5000 Credits' with the thousands' comma, 'PKR 20,000' as is. */
const englishPrize = (prize: string) =>
  prize.replace(/^(\d+) Credits$/, (_all, n: string) => `${Number(n).toLocaleString('en-US')} Credits`);

describe('/tournaments', () => {
  it("invites a visitor to subscribe instead of 'Failed to load tournaments', without calling the API", async () => {
    await expectVisitorInvited(mock, '/tournaments', [COPY.weeklyTournaments], ['listTournaments']);
  });

  it("shows the 'Weekly Tournaments' title", async () => {
    openTournaments();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(COPY.weeklyTournaments);
    await waitFor(() => expect(document.title).toMatch(/^Weekly Tournaments/));
  });

  it("shows 'Loading...' until the tournaments are in", async () => {
    const release = holdAnswers('GET /v1/tournaments/all');
    openTournaments();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect(await screen.findByRole('region', { name: COPY.weeklyTournaments })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument();
  });

  it('shows every tournament: start date and time (N/A when missing), entry fee and the three prizes', async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    // The seed covers the cases: a missing time, a free entry, fees in credits and an unknown fee.
    expect(tournaments.some((t) => t.time === null)).toBe(true);
    expect(new Set(tournaments.map((t) => entryFeeLabel(t)))).toEqual(
      new Set([
        MESSAGES.freeEntry,
        MESSAGES.entryFeeCredits(500),
        MESSAGES.entryFeeCredits(100),
        MESSAGES.entryFeeCredits(40000),
        'N/A',
      ]),
    );
    openTournaments();
    for (const t of tournaments) {
      const c = await card(t);
      const start = splitTournamentTime(t.time);
      // Written by Intl in English: '2026-11-29' is 'Nov 29, 2026', '08:06 PM' is '8:06 PM'.
      expect(fact(c, 'Date')).toBe(start ? englishDate(start.date) : 'N/A');
      expect(fact(c, 'Time')).toBe(start ? `${start.time.replace(/^0/, '')} ${start.ampm}` : 'N/A');
      expect(fact(c, 'Entry Fee')).toBe(englishPrize(entryFeeLabel(t)));
      const prizes = within(within(c).getByRole('list', { name: 'Prizes' })).getAllByRole('listitem');
      expect(prizes.map((p) => p.textContent)).toEqual([
        `1st Prize${englishPrize(t.prize)}`,
        `2nd Prize${englishPrize(t.second_prize)}`,
        `3rd Prize${englishPrize(t.third_prize)}`,
      ]);
    }
    // Spot checks against the seed, so a wrong label cannot pass by matching a wrong rule.
    const valorant = tournaments.find((t) => t.tourn_id === 't-valorant-tbd')!;
    expect(fact(await card(valorant), 'Date')).toBe('N/A');
    const freefire = tournaments.find((t) => t.tourn_id === 't-ff-clash')!;
    expect(fact(await card(freefire), 'Entry Fee')).toBe('500 Credits');
    const cod = tournaments.find((t) => t.tourn_id === 't-cod-night')!;
    expect(fact(await card(cod), 'Entry Fee')).toBe('N/A');
    const pubg = tournaments.find((t) => t.tourn_id === 't-pubg-weekly')!;
    expect(fact(await card(pubg), 'Entry Fee')).toBe('Free Entry');
    // Intl's grouping, as the prizes have it (issue 39).
    const dearest = tournaments.find((t) => entryFeeLabel(t) === MESSAGES.entryFeeCredits(40000))!;
    expect(fact(await card(dearest), 'Entry Fee')).toBe('40,000 Credits');
  });

  it('writes dates, times, prizes and the credits unit in Urdu on an Urdu page (issue 25)', async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    const dated = tournaments.find((t) => splitTournamentTime(t.time) !== null)!;
    const ur = translator('ur');
    await loadLanguage('ur');
    try {
      openTournaments();
      const [c] = await screen.findAllByRole('article', { name: dated.tourn_name });
      const date = fact(c!, ur('tournaments.date'))!;
      const time = fact(c!, ur('tournaments.time'))!;
      // An Urdu month name, not the backend's '2026-11-29'; the time by Intl in Urdu, the part of the day
      // named in Urdu ('8:06 رات'), not the Latin 'PM' a right-to-left line shows first (issue 39).
      expect(date).toMatch(/[\u0600-\u06FF]/);
      expect(date).not.toContain(splitTournamentTime(dated.time)!.date);
      expect(time).toBe(
        new Intl.DateTimeFormat('ur', {
          hour: 'numeric',
          minute: '2-digit',
          dayPeriod: 'short',
          timeZone: 'Asia/Karachi',
        }).format(tournamentTimeInstant(dated.time)!),
      );
      expect(time).toMatch(/^\d{1,2}:\d{2} [\u0600-\u06FF ]+$/);
      const prizes = within(c!).getByRole('list', { name: ur('tournaments.prizes') });
      expect(prizes).not.toHaveTextContent(/Credits|PKR/);
      expect(prizes.textContent).toMatch(/کریڈٹس|روپے/);
    } finally {
      await loadLanguage('en');
    }
  });

  it("links open tournaments with 'Join now'; ended or running ones show 'Tournament has ended' and 'View Details'", async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    const ended = tournaments.filter((t) => tournamentCardEnded(t));
    const open = tournaments.filter((t) => !tournamentCardEnded(t));
    // The seed has a running tournament (status 2, is_running 1), a finished one (status 3) and open ones.
    expect(ended.map((t) => t.status).sort()).toEqual([2, 3]);
    expect(open.length).toBeGreaterThan(0);
    openTournaments();
    for (const t of open) {
      const c = await card(t);
      expect(within(c).getByRole('link', { name: new RegExp(`^${MESSAGES.joinNow}`) })).toHaveAttribute(
        'href',
        `/join-tournament?tournamentId=${t.tourn_id}`,
      );
      expect(within(c).queryByText(MESSAGES.tournamentEnded)).not.toBeInTheDocument();
      expect(within(c).queryByRole('link', { name: new RegExp(`^${MESSAGES.viewDetails}`) })).toBeNull();
    }
    for (const t of ended) {
      const c = await card(t);
      expect(within(c).getByText(MESSAGES.tournamentEnded)).toBeVisible();
      expect(within(c).getByRole('link', { name: new RegExp(`^${MESSAGES.viewDetails}`) })).toHaveAttribute(
        'href',
        `/join-tournament?tournamentId=${t.tourn_id}`,
      );
      expect(within(c).queryByRole('link', { name: new RegExp(`^${MESSAGES.joinNow}`) })).toBeNull();
    }
  });

  it('Join now opens the tournament page', async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    const open = tournaments.find((t) => !tournamentCardEnded(t))!;
    const { user, router } = openTournaments();
    await user.click(
      within(await card(open)).getByRole('link', { name: new RegExp(`^${MESSAGES.joinNow}`) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/join-tournament'));
    expect(router.state.location.search).toBe(`?tournamentId=${open.tourn_id}`);
  });

  it('shows the tournaments in a carousel that loops only above 3 tournaments', async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    expect(tournaments.length).toBeGreaterThan(3);
    openTournaments(PHONE_WIDTH);
    const carousel = await screen.findByRole('region', { name: COPY.weeklyTournaments });
    expect(carousel).toHaveAttribute('data-loop', 'true');
    expect(carousel).toHaveAttribute('data-loop', String(shouldLoop('tournaments', tournaments.length)));
    expect(carousel).toHaveAttribute('data-autoplay-ms', String(AUTOPLAY_MS.tournaments));
    expect(carousel).toHaveAttribute('data-slides-kind', 'wide');
  });

  it('says so when there are no tournaments', async () => {
    await mock.control.POST('/reset', { body: { seed: 'empty' } });
    await mock.control.POST('/subscribers', { body: { msisdn: session.msisdn, status: 'active' } });
    session.accessToken = (await mock.login(session.msisdn)).token;
    expect(await mock.tournaments(session.accessToken)).toEqual([]);
    openTournaments();
    expect(await screen.findByText(translator()(NO_TOURNAMENTS))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: COPY.weeklyTournaments })).toBeNull();
  });
});

describe('/tournaments artwork (spec sections 5 and 9)', () => {
  const banner = (c: HTMLElement) => c.querySelector<HTMLImageElement>('img.t-card__banner')!;
  const icon = (c: HTMLElement) => c.querySelector<HTMLImageElement>('img.t-card__icon')!;

  it("shows each tournament's banner from the API", async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    openTournaments();
    for (const t of tournaments) {
      expect(t.banner).toMatch(/^\/media\//);
      expect(banner(await card(t))).toHaveAttribute('src', mediaUrl(t.banner));
    }
  });

  it("shows our artwork, matched by the tournament's name, when a banner fails to load", async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    openTournaments();
    const art = new Map<string, string | null>();
    for (const t of tournaments) {
      const image = banner(await card(t));
      fireEvent.error(image);
      art.set(t.tourn_id, image.getAttribute('src'));
      expect(image.getAttribute('src')).toBe(tournamentBannerUrl(t.tourn_name));
    }
    // Artwork exists only for PUBG Mobile and Freefire; the rest gets the default image.
    expect(art.get('t-pubg-weekly')).toMatch(/pubg-mobile/);
    expect(art.get('t-ff-clash')).toMatch(/freefire/);
    expect(art.get('t-cod-night')).toMatch(/default/);
  });

  it("an answer with the spec's fields only and no banner gets our artwork and icon by name", async () => {
    const tournaments = await mock.tournaments(session.accessToken);
    // No designed `game` field (spec section 3), and empty banners.
    const specOnly = rewriteData((data) =>
      withoutFields(data as object[], ['game']).map((t) => ({ ...t, banner: '' })),
    );
    openTournaments(DESKTOP_WIDTH, { 'GET /v1/tournaments/all': specOnly });
    const pubg = await card(tournaments.find((t) => t.tourn_id === 't-pubg-weekly')!);
    expect(banner(pubg).getAttribute('src')).toMatch(/pubg-mobile/);
    expect(icon(pubg).getAttribute('src')).toMatch(/pubg-mobile/);
    const freefire = await card(tournaments.find((t) => t.tourn_id === 't-ff-clash')!);
    expect(banner(freefire).getAttribute('src')).toMatch(/freefire/);
    expect(icon(freefire).getAttribute('src')).toBe(tournamentGameIconUrl('Freefire'));
    const cod = await card(tournaments.find((t) => t.tourn_id === 't-cod-night')!);
    expect(banner(cod).getAttribute('src')).toMatch(/default/);
    expect(icon(cod).getAttribute('src')).toMatch(/call-of-duty/);
  });
});

describe('/tournaments failures (spec section 8)', () => {
  it("an error status shows 'Failed to load tournaments.'", async () => {
    await mock.fault('listTournaments', { status: 500 });
    openTournaments();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load tournaments\.$/);
    expect(screen.queryByRole('region', { name: COPY.weeklyTournaments })).toBeNull();
  });

  it("a call that answers nothing shows 'Failed to load tournaments.'", async () => {
    await mock.fault('listTournaments', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    openTournaments();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadTournaments);
  });

  it("a 200 without success shows the server's errors text first", async () => {
    await mock.fault('listTournaments', { noSuccess: true });
    const { data } = await mock.api(session.accessToken).GET('/v1/tournaments/all');
    expect(data?.errors).toBeTruthy();
    openTournaments();
    expect(await screen.findByRole('alert')).toHaveTextContent(data!.errors!);
  });

  it("shows the server's errors text as sent on an Urdu page, even when it is a spec message's English (decision 1050)", async () => {
    // Nothing is translated by its English words: the server's text is its own, whatever it says.
    const sent = MESSAGES.failedToFetchTournaments;
    const refused: AnswerRewrites = {
      'GET /v1/tournaments/all': () => ({ status: 200, body: { success: false, data: [], errors: sent } }),
    };
    await loadLanguage('ur');
    try {
      openTournaments(DESKTOP_WIDTH, refused);
      // Set apart from the Urdu around it (issue 39): an English full stop stays at its sentence's end.
      expect((await screen.findByRole('alert')).textContent).toBe(isolate(sent));
    } finally {
      await loadLanguage('en');
    }
  });

  it("keeps its own wording when Home's row failed first on the shared query", async () => {
    await mock.fault('listTournaments', { status: 500 });
    const { router } = renderApp({ route: '/', mockSessionId: mock.id, session, width: DESKTOP_WIDTH });
    expect(
      await screen.findByText(MESSAGES.homeRowError(MESSAGES.failedToLoadWeeklyTournaments)),
    ).toBeInTheDocument();
    await router.navigate('/tournaments');
    expect(
      await screen.findByRole('heading', { level: 1, name: COPY.weeklyTournaments }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load tournaments\.$/);
  });

  it('and Home keeps its wording when /tournaments failed first on the shared query', async () => {
    await mock.fault('listTournaments', { status: 500 });
    const { router } = renderApp({
      route: '/tournaments',
      mockSessionId: mock.id,
      session,
      width: DESKTOP_WIDTH,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load tournaments\.$/);
    await router.navigate('/');
    expect(
      await screen.findByText(MESSAGES.homeRowError(MESSAGES.failedToLoadWeeklyTournaments)),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.homeRowError(MESSAGES.failedToLoadTournaments))).toBeNull();
  });

  it("picks 'Failed to fetch tournaments' when a 200 without success carries no errors text", () => {
    // The mock always sends an errors text with success false, so the bare fallback is checked here.
    const failed = 'messages.failedToLoadTournaments';
    const shown = (error: ApiError) => translator().message(failureMessage(error, failed));
    expect(shown(new ApiError('messages.failedToFetchTournaments', 'unsuccessful', 200))).toBe(
      'Failed to fetch tournaments',
    );
    expect(shown(new ApiError('messages.failedToLoadWeeklyTournaments', 'http', 500))).toBe(
      'Failed to load tournaments.',
    );
    expect(shown(new ApiError('messages.genericError', 'network'))).toBe('Failed to load tournaments.');
  });
});
