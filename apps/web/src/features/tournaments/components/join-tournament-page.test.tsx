import { COPY, INVALID_EMAIL_MESSAGE, MESSAGES, entryFeeLabel } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tournamentBannerUrl } from '@/components/ui/artwork';
import { env } from '@/config/env';
import { mediaUrl } from '@/lib/media-url';
import { rewriteData, withoutFields } from '@/testing/api-wire';
import { externalNavigations } from '@/testing/external-navigations';
import {
  GAMENOW_MSISDN,
  STREAK_SUBSCRIBER_MSISDN,
  createMockSession,
  type MockSession,
  type TestSession,
} from '@/testing/mock-server';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import { formatDateTime } from '../format';
import { FIELD_REQUIRED } from './registration-form';

// /join-tournament?tournamentId (spec sections 2, 4, 5 and 8) against the real mock server. The default
// seed's tournaments cover every case: t-pubg-weekly (open, free, UID, type Credits: no e-mail),
// t-ff-clash (open, 500 Credits, UID and e-mail), t-cod-night (open, no UID), t-pubg-live (status 2),
// t-ff-final (status 3), t-valorant-tbd (no start time).

let mock: MockSession;
let session: TestSession;

beforeEach(async () => {
  mock = await createMockSession();
  session = await mock.session();
});

function openJoin(query: string) {
  return renderApp({
    route: `/join-tournament${query}`,
    mockSessionId: mock.id,
    session,
    width: DESKTOP_WIDTH,
  });
}

async function tournament(id: string): Promise<Schemas['Tournament']> {
  const found = (await mock.tournaments(session.accessToken!)).find((t) => t.tourn_id === id);
  if (!found) throw new Error(`no seeded tournament ${id}`);
  return found;
}

/** Opens a seeded tournament and waits for its details. */
async function openTournament(id: string) {
  const t = await tournament(id);
  const utils = openJoin(`?tournamentId=${id}`);
  await screen.findByRole('heading', { level: 1, name: t.tourn_name });
  return { ...utils, tournament: t };
}

function fact(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const uid = () => screen.queryByRole('textbox', { name: 'Game UID' });
const nick = () => screen.queryByRole('textbox', { name: 'Nickname' });
const email = () => screen.queryByRole('textbox', { name: 'Email' });
const registerButton = () => screen.getByRole('button', { name: COPY.register });

describe('/join-tournament: loading the tournament', () => {
  it("says 'Tournament ID is missing' without a tournamentId, and calls nothing", async () => {
    openJoin('');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tournamentIdMissing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join Tournament');
    expect(await mock.calls('viewTournament')).toBe(0);
  });

  it("shows 'Loading...' while the details load", async () => {
    await mock.fault('viewTournament', { delayMs: 1000 });
    const t = await tournament('t-ff-clash');
    openJoin(`?tournamentId=${t.tourn_id}`);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(
      await screen.findByRole('heading', { level: 1, name: t.tourn_name }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the banner, entry fee, prizes, participant count, platform, start and end time', async () => {
    const { tournament: t } = await openTournament('t-ff-clash');
    await waitFor(() => expect(document.title).toMatch(/^Join Tournament/));
    const banner = document.querySelector('img.join__banner');
    expect(banner).toHaveAttribute('src', mediaUrl(t.banner));
    expect(fact('Entry Fee')).toBe('500 Credits');
    expect(fact('Entry Fee')).toBe(entryFeeLabel(t));
    expect(fact('Participants')).toBe(String(t.entries.length));
    expect(fact('Participants')).toBe('1');
    expect(fact('Platform')).toBe('Mobile');
    expect(fact('Start Time')).toBe(formatDateTime(t.timeStart));
    expect(fact('End Time')).toBe(formatDateTime(t.timeEnd));
    expect(fact('Start Time')).not.toBe('N/A');
    // The same clock time as the cards' `time` text (the backend's zone), whatever the viewer's zone.
    const [, clock, ampm] = t.time!.split(' ');
    expect(fact('Start Time')).toMatch(new RegExp(`, ${clock!.replace(/^0/, '')}\\s${ampm}$`));
    const prizes = within(screen.getByRole('region', { name: 'Prizes' })).getAllByRole('listitem');
    expect(prizes.map((p) => p.textContent)).toEqual([
      '1st PrizePKR 20,000',
      '2nd PrizePKR 10,000',
      '3rd PrizePKR 5,000',
    ]);
  });

  it("shows our artwork, matched by the tournament's name, when the banner fails to load or is missing", async () => {
    const { tournament: t } = await openTournament('t-pubg-weekly');
    const banner = document.querySelector<HTMLImageElement>('img.join__banner')!;
    expect(banner).toHaveAttribute('src', mediaUrl(t.banner));
    fireEvent.error(banner);
    expect(banner).toHaveAttribute('src', tournamentBannerUrl(t.tourn_name));
    expect(banner.getAttribute('src')).toMatch(/pubg-mobile/);
  });

  it("an answer with the spec's fields only and no banner gets our artwork by name", async () => {
    const t = await tournament('t-ff-clash');
    renderApp({
      route: `/join-tournament?tournamentId=${t.tourn_id}`,
      mockSessionId: mock.id,
      session,
      width: DESKTOP_WIDTH,
      rewrites: {
        'POST /v1/tournament/view': rewriteData((data) =>
          withoutFields(data as object[], ['game']).map((item) => ({ ...item, banner: '' })),
        ),
      },
    });
    await screen.findByRole('heading', { level: 1, name: t.tourn_name });
    expect(document.querySelector('img.join__banner')?.getAttribute('src')).toMatch(/freefire/);
    expect(document.querySelector('img.join__icon')?.getAttribute('src')).toMatch(/freefire/);
  });

  it("shows 'N/A' for an unknown start and end", async () => {
    await openTournament('t-valorant-tbd');
    expect(fact('Start Time')).toBe('N/A');
    expect(fact('End Time')).toBe('N/A');
  });

  it("an error status shows 'Failed to load tournament details'", async () => {
    await mock.fault('viewTournament', { status: 500 });
    openJoin('?tournamentId=t-ff-clash');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadTournamentDetails);
    expect(screen.queryByRole('button', { name: COPY.register })).toBeNull();
  });

  it("an unknown tournament (404) shows 'Failed to load tournament details'", async () => {
    openJoin('?tournamentId=no-such-tournament');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadTournamentDetails);
  });

  it("an answer without success or data shows 'No tournament data available'", async () => {
    await mock.fault('viewTournament', { noSuccess: true });
    openJoin('?tournamentId=t-ff-clash');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noTournamentData);
  });

  it('sends visitors to the landing page', async () => {
    renderApp({ route: '/join-tournament?tournamentId=t-ff-clash', mockSessionId: mock.id });
    await waitFor(() => expect(externalNavigations()).toContain(env.VITE_LANDING_URL));
  });
});

describe('/join-tournament: status', () => {
  it('status 1: the form and Register are enabled', async () => {
    const { tournament: t } = await openTournament('t-ff-clash');
    expect(t.status).toBe(1);
    for (const input of [uid(), nick(), email()]) expect(input).toBeEnabled();
    expect(registerButton()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.tournamentInProgress)).toBeNull();
    expect(screen.queryByText(MESSAGES.registrationsClosed)).toBeNull();
    expect(screen.queryByRole('link', { name: MESSAGES.viewHighlights })).toBeNull();
  });

  it("status 2: 'Tournament is in progress', Register and the inputs disabled", async () => {
    const { tournament: t } = await openTournament('t-pubg-live');
    expect(t.status).toBe(2);
    expect(screen.getByText(MESSAGES.tournamentInProgress)).toBeVisible();
    expect(registerButton()).toBeDisabled();
    expect(uid()).toBeDisabled();
    expect(nick()).toBeDisabled();
    expect(screen.queryByRole('link', { name: MESSAGES.viewHighlights })).toBeNull();
  });

  it("above 2: 'VIEW HIGHLIGHTS' and 'Registrations Closed', the inputs disabled", async () => {
    const { tournament: t } = await openTournament('t-ff-final');
    expect(t.status).toBeGreaterThan(2);
    expect(screen.getByRole('link', { name: MESSAGES.viewHighlights })).toHaveAttribute(
      'href',
      '/highlights',
    );
    expect(screen.getByRole('button', { name: MESSAGES.registrationsClosed })).toBeDisabled();
    expect(screen.queryByRole('button', { name: COPY.register })).toBeNull();
    expect(screen.queryByText(MESSAGES.tournamentInProgress)).toBeNull();
    expect(nick()).toBeDisabled();
    expect(email()).toBeDisabled();
  });
});

describe('/join-tournament: validation (spec section 5)', () => {
  it('asks for UID when UIDCheck is 1, NICK always, and no e-mail for a Credits tournament', async () => {
    const { tournament: t } = await openTournament('t-pubg-weekly');
    expect([t.UIDCheck, t.tourn_type]).toEqual([1, 'Credits']);
    expect(uid()).toBeInTheDocument();
    expect(nick()).toBeInTheDocument();
    expect(email()).toBeNull();
  });

  it('asks for the e-mail unless the type is Credits, and no UID when UIDCheck is 0', async () => {
    const { tournament: t } = await openTournament('t-cod-night');
    expect([t.UIDCheck, t.tourn_type]).toEqual([0, 'Items']);
    expect(uid()).toBeNull();
    expect(nick()).toBeInTheDocument();
    expect(email()).toBeInTheDocument();
  });

  it('highlights blank (trimmed) required fields and sends nothing', async () => {
    const { user } = await openTournament('t-ff-clash');
    await user.type(nick()!, '   ');
    await user.click(registerButton());
    for (const input of [uid()!, nick()!, email()!]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(FIELD_REQUIRED);
    }
    expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(3);
    expect(uid()).toHaveFocus();
    expect(await mock.calls('tournamentCheckin')).toBe(0);
    expect(await mock.calls('viewTournament')).toBe(1);

    // Filling a field clears its highlight; the others stay and still block.
    await user.type(uid()!, '5123456');
    expect(uid()).toHaveAttribute('aria-invalid', 'false');
    await user.click(registerButton());
    expect(nick()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(uid()).toHaveAttribute('aria-invalid', 'false');
    expect(await mock.calls('tournamentCheckin')).toBe(0);
  });

  it('checks the e-mail format before sending, with a clear message on the field', async () => {
    // Sana has the credits for t-ff-clash's 500-credit fee: a corrected address registers.
    const active = await mock.login(STREAK_SUBSCRIBER_MSISDN);
    session = { ...session, msisdn: active.msisdn, accessToken: active.token };
    const { user } = await openTournament('t-ff-clash');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.type(email()!, 'sana@example');
    await user.click(registerButton());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    expect(email()).toHaveFocus();
    expect(uid()).toHaveAttribute('aria-invalid', 'false');
    expect(await mock.calls('tournamentCheckin')).toBe(0);
    expect(await mock.calls('viewTournament')).toBe(1);

    await user.type(email()!, '.pk');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    await user.click(registerButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.registrationSuccess })).toBeInTheDocument();
    expect(await mock.calls('tournamentCheckin')).toBe(1);
  });

  it('does not ask for the fields a tournament does not need', async () => {
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.registrationSuccess })).toBeInTheDocument();
    expect(screen.queryByText(FIELD_REQUIRED)).toBeNull();
  });
});

describe('/join-tournament: Register', () => {
  it('reads the details again, checks in, shows the success popup and goes home when it closes', async () => {
    const { user, router, tournament: t } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, ' 5123456 ');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registrationSuccess });
    // The page's load, then Register's fresh read, then the check-in (later reads refresh the page).
    const { data: journal } = await mock.control.GET('/journal');
    const calls = journal!.entries
      .map((e) => e.operationId)
      .filter((op) => op === 'viewTournament' || op === 'tournamentCheckin');
    expect(calls.slice(0, 3)).toEqual(['viewTournament', 'viewTournament', 'tournamentCheckin']);
    expect(await mock.calls('tournamentCheckin')).toBe(1);
    const after = await tournament(t.tourn_id);
    expect(after.entries.map((e) => e.pubg_nick)).toContain('Sniper');
    expect(router.state.location.pathname).toBe('/join-tournament');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'You have already submitted...' when the server answers already_submited", async () => {
    const t = await tournament('t-pubg-weekly');
    const first = await mock.api(session.accessToken!).POST('/v1/tournament/entry/checkin', {
      body: { id: t.tourn_id, pubg_id: '1', pubg_nick: 'First', userEmail: '' },
    });
    expect(first.data?.data.already_submited).toBe(false);
    const { user, router } = await openTournament(t.tourn_id);
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Again');
    await user.click(registerButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.alreadySubmitted });
    expect(screen.queryByText(MESSAGES.registrationSuccess)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/join-tournament');
  });

  it("'Failed to fetch tournament details' when the details call fails at Register", async () => {
    const { user } = await openTournament('t-pubg-weekly');
    await mock.fault('viewTournament', { status: 500 });
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToFetchTournamentDetails);
    expect(await mock.calls('tournamentCheckin')).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Failed to fetch tournament details' when the details answer has no tournament", async () => {
    const { user } = await openTournament('t-pubg-weekly');
    await mock.fault('viewTournament', { noSuccess: true });
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToFetchTournamentDetails);
    expect(await mock.calls('tournamentCheckin')).toBe(0);
  });

  it("'Failed to check in to the tournament' when the check-in answers an error status", async () => {
    await mock.fault('tournamentCheckin', { status: 500 });
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToCheckIn);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Failed to check in to the tournament' when the check-in answers without success", async () => {
    await mock.fault('tournamentCheckin', { noSuccess: true });
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToCheckIn);
  });

  it("'Failed to check in to the tournament' when the server refuses (entry fee above the credits)", async () => {
    const { user } = await openTournament('t-ff-clash');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.type(email()!, 'ali@example.pk');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToCheckIn);
    expect(await mock.calls('tournamentCheckin')).toBe(1);
  });

  it("'Failed to register for the tournament' when the check-in answers nothing", async () => {
    // A gamenow user keeps access when the failed token refresh clears the session, so the page stays.
    const gamenow = await mock.login(GAMENOW_MSISDN, 'gamenow');
    session = { ...session, msisdn: gamenow.msisdn, accessToken: gamenow.token, gamesNowRef: 'true' };
    const { user } = await openTournament('t-pubg-weekly');
    await mock.fault('tournamentCheckin', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToRegister);
  });

  it('does not check in when the fresh details say registration has closed', async () => {
    const active = await mock.login(STREAK_SUBSCRIBER_MSISDN);
    session = { ...session, msisdn: active.msisdn, accessToken: active.token };
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await mock.advanceDays(5);
    await user.click(registerButton());
    expect(await screen.findByRole('button', { name: MESSAGES.registrationsClosed })).toBeDisabled();
    expect(screen.getByRole('link', { name: MESSAGES.viewHighlights })).toBeInTheDocument();
    expect(nick()).toBeDisabled();
    expect(await mock.calls('tournamentCheckin')).toBe(0);
  });
});
