import { COPY, MESSAGES, entryFeeLabel } from '@esr/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentBannerUrl } from '@/components/ui/artwork';
import { env } from '@/config/env';
import { mediaUrl } from '@/lib/media-url';
import { rewriteData, withoutFields, holdAnswers } from '@/testing/api-wire';
import { externalNavigations } from '@/testing/external-navigations';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import { formatDateTime } from '../format';
import { email, fact, joinTournamentWorld, nick, uid } from '@/testing/join-tournament';

// /join-tournament?tournamentId (spec sections 2, 4, 5 and 8) against the real mock server; the world and
// the shared steps are in testing/join-tournament.ts.

const { world, openJoin, tournament, openTournament } = joinTournamentWorld();
const registerButton = () => screen.getByRole('button', { name: COPY.register });

describe('/join-tournament: loading the tournament', () => {
  it("says 'Tournament ID is missing' without a tournamentId, and calls nothing", async () => {
    openJoin('');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tournamentIdMissing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join Tournament');
    expect(await world.mock.calls('viewTournament')).toBe(0);
  });

  it("shows 'Loading...' while the details load", async () => {
    const release = holdAnswers('POST /v1/tournament/view');
    const t = await tournament('t-ff-clash');
    openJoin(`?tournamentId=${t.tourn_id}`);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: t.tourn_name })).toBeInTheDocument();
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
      mockSessionId: world.mock.id,
      session: world.session,
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
    await world.mock.fault('viewTournament', { status: 500 });
    openJoin('?tournamentId=t-ff-clash');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadTournamentDetails);
    expect(screen.queryByRole('button', { name: COPY.register })).toBeNull();
  });

  it("an unknown tournament (404) shows 'Failed to load tournament details'", async () => {
    openJoin('?tournamentId=no-such-tournament');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadTournamentDetails);
  });

  it("an answer without success or data shows 'No tournament data available'", async () => {
    await world.mock.fault('viewTournament', { noSuccess: true });
    openJoin('?tournamentId=t-ff-clash');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noTournamentData);
  });

  it('sends visitors to the landing page', async () => {
    renderApp({ route: '/join-tournament?tournamentId=t-ff-clash', mockSessionId: world.mock.id });
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
