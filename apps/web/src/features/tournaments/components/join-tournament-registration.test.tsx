import { SEEDED } from '@esr/test-support';
import { COPY, INVALID_EMAIL_MESSAGE, MESSAGES } from '@esr/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate, loadLanguage, translator } from '@/lib/i18n';
import { FIELD_REQUIRED } from './registration-form';
import { WITHOUT_REGISTERED, email, joinTournamentWorld, nick, uid } from '@/testing/join-tournament';

// /join-tournament?tournamentId (spec sections 2, 4, 5 and 8) against the real mock server; the world and
// the shared steps are in testing/join-tournament.ts.

const { world, tournament, openTournament } = joinTournamentWorld();
const tr = translator();
const registerButton = () => screen.getByRole('button', { name: COPY.register });

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
      expect(input).toHaveAccessibleDescription(translator()(FIELD_REQUIRED));
    }
    expect(screen.getAllByText(translator()(FIELD_REQUIRED))).toHaveLength(3);
    expect(uid()).toHaveFocus();
    expect(await world.mock.calls('tournamentCheckin')).toBe(0);
    expect(await world.mock.calls('viewTournament')).toBe(1);

    // Filling a field clears its highlight; the others stay and still block.
    await user.type(uid()!, '5123456');
    expect(uid()).toHaveAttribute('aria-invalid', 'false');
    await user.click(registerButton());
    expect(nick()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(uid()).toHaveAttribute('aria-invalid', 'false');
    expect(await world.mock.calls('tournamentCheckin')).toBe(0);
  });

  it('checks the e-mail format before sending, with a clear message on the field', async () => {
    // Sana has the credits for t-ff-clash's 500-credit fee: a corrected address registers.
    const active = await world.mock.login(SEEDED.withStreak);
    world.session = { ...world.session, msisdn: active.msisdn, accessToken: active.token };
    const { user } = await openTournament('t-ff-clash');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.type(email()!, 'sana@example');
    await user.click(registerButton());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    expect(email()).toHaveFocus();
    expect(uid()).toHaveAttribute('aria-invalid', 'false');
    expect(await world.mock.calls('tournamentCheckin')).toBe(0);
    expect(await world.mock.calls('viewTournament')).toBe(1);

    await user.type(email()!, '.pk');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    await user.click(registerButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.registrationSuccess })).toBeInTheDocument();
    expect(await world.mock.calls('tournamentCheckin')).toBe(1);
  });

  it('does not ask for the fields a tournament does not need', async () => {
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.registrationSuccess })).toBeInTheDocument();
    expect(screen.queryByText(translator()(FIELD_REQUIRED))).toBeNull();
  });
});

describe('/join-tournament: registered already (issue 39)', () => {
  const register = async (id: string) => {
    const { data } = await world.mock.api(world.session.accessToken!).POST('/v1/tournament/entry/checkin', {
      body: { id, pubg_id: '1', pubg_nick: 'First', userEmail: '' },
    });
    expect(data?.data.already_submited).toBe(false);
  };

  it("says so before the form, from the server's answer: no fields, no Register", async () => {
    await register('t-pubg-weekly');
    await openTournament('t-pubg-weekly');
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.alreadySubmitted);
    expect(screen.queryByRole('button', { name: COPY.register })).toBeNull();
    expect(nick()).toBeNull();
  });

  it("without the server's word (the spec profile), remembers on the device the registration it made", async () => {
    const { user, router } = await openTournament('t-pubg-weekly', WITHOUT_REGISTERED);
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registrationSuccess });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    cleanup();

    // Reopened in this browser: said before the form, without any call being refused.
    await openTournament('t-pubg-weekly', WITHOUT_REGISTERED);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.alreadySubmitted);
    expect(screen.queryByRole('button', { name: COPY.register })).toBeNull();
    // Another subscriber on the same device is not registered.
    cleanup();
    const other = await world.mock.login(SEEDED.withStreak);
    world.session = { ...world.session, msisdn: other.msisdn, accessToken: other.token };
    await openTournament('t-pubg-weekly', WITHOUT_REGISTERED);
    expect(registerButton()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.alreadySubmitted)).toBeNull();
  });

  it('the server saying not registered wins over the device', async () => {
    localStorage.setItem(`esr.tournaments.registered.${world.session.msisdn}`, '["t-pubg-weekly"]');
    await openTournament('t-pubg-weekly');
    expect(registerButton()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.alreadySubmitted)).toBeNull();
  });

  it("an ended tournament shows only the spec's states, registered or not", async () => {
    const active = await world.mock.login(SEEDED.withStreak);
    world.session = { ...world.session, msisdn: active.msisdn, accessToken: active.token };
    await openTournament('t-ff-final');
    // An ended tournament: the spec's states only (it was registered for, by the seed).
    expect(screen.getByRole('button', { name: MESSAGES.registrationsClosed })).toBeDisabled();
    expect(screen.queryByText(MESSAGES.alreadySubmitted)).toBeNull();
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
    const { data: journal } = await world.mock.control.GET('/journal');
    const calls = journal!.entries
      .map((e) => e.operationId)
      .filter((op) => op === 'viewTournament' || op === 'tournamentCheckin');
    expect(calls.slice(0, 3)).toEqual(['viewTournament', 'viewTournament', 'tournamentCheckin']);
    expect(await world.mock.calls('tournamentCheckin')).toBe(1);
    const after = await tournament(t.tourn_id);
    expect(after.entries.map((e) => e.pubg_nick)).toContain('Sniper');
    expect(router.state.location.pathname).toBe('/join-tournament');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'You have already submitted...' when the server answers already_submited, then in place of the form", async () => {
    const t = await tournament('t-pubg-weekly');
    // Registered on another device; the operator's backend does not say so in tournament/view.
    const first = await world.mock.api(world.session.accessToken!).POST('/v1/tournament/entry/checkin', {
      body: { id: t.tourn_id, pubg_id: '1', pubg_nick: 'First', userEmail: '' },
    });
    expect(first.data?.data.already_submited).toBe(false);
    const { user, router } = await openTournament(t.tourn_id, WITHOUT_REGISTERED);
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Again');
    await user.click(registerButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.alreadySubmitted });
    expect(screen.queryByText(MESSAGES.registrationSuccess)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/join-tournament');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.alreadySubmitted);
    expect(screen.queryByRole('button', { name: COPY.register })).toBeNull();
  });

  it("'Failed to fetch tournament details' when the details call fails at Register", async () => {
    const { user } = await openTournament('t-pubg-weekly');
    await world.mock.fault('viewTournament', { status: 500 });
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToFetchTournamentDetails);
    expect(await world.mock.calls('tournamentCheckin')).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Failed to fetch tournament details' when the details answer has no tournament", async () => {
    const { user } = await openTournament('t-pubg-weekly');
    await world.mock.fault('viewTournament', { noSuccess: true });
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToFetchTournamentDetails);
    expect(await world.mock.calls('tournamentCheckin')).toBe(0);
  });

  it("'Failed to check in to the tournament' when the check-in answers an error status", async () => {
    await world.mock.fault('tournamentCheckin', { status: 500 });
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToCheckIn);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when the check-in answers without success", async () => {
    await world.mock.fault('tournamentCheckin', { noSuccess: true });
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
  });

  /** Fills t-ff-clash's form (500 credits, UID and e-mail) and taps Register. */
  async function registerForTheClash(user: Awaited<ReturnType<typeof openTournament>>['user']) {
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.type(email()!, 'ali@example.pk');
    await user.click(registerButton());
  }

  it("shows the server's reason when it refuses (entry fee above the credits), and the fee beside Register before the tap", async () => {
    const { user } = await openTournament('t-ff-clash');
    // The fee is said before the tap, and the button names it as its description.
    const fee = tr('tournaments.registerFee', { fee: MESSAGES.entryFeeCredits(500) });
    expect(screen.getByText(fee)).toBeInTheDocument();
    expect(registerButton()).toHaveAccessibleDescription(fee);
    await registerForTheClash(user);
    // The refusal's code is documented: the app's own words, with the answer's numbers (issue 39).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^You need 500 credits for this; you have 0 credits\.$/,
    );
    expect(await world.mock.calls('tournamentCheckin')).toBe(1);
  });

  it("shows the server's reason as sent, set apart, from a backend without the designed code (the spec profile)", async () => {
    await world.mock.control.PUT('/profile', { body: { profile: 'spec' } });
    const { user } = await openTournament('t-ff-clash');
    await registerForTheClash(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      isolate('Not enough credits: the entry fee is 500 Credits.'),
    );
  });

  it('words the refusal in Urdu on an Urdu page (issue 39)', async () => {
    await loadLanguage('ur');
    try {
      const ur = translator('ur');
      const { user, tournament: clash } = await openTournament('t-ff-clash');
      const field = (key: 'tournaments.gameUid' | 'tournaments.nickname' | 'tournaments.email') =>
        screen.getByRole('textbox', { name: ur(key) });
      await user.type(field('tournaments.gameUid'), '5123456');
      await user.type(field('tournaments.nickname'), 'Sniper');
      await user.type(field('tournaments.email'), 'ali@example.pk');
      await user.click(screen.getByRole('button', { name: ur('copy.register') }));
      const refusal = ur('refusals.insufficientCredits', { required: clash.entryFee ?? 0, credits: 0 });
      expect(refusal).not.toMatch(/[A-Za-z]/);
      expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    } finally {
      await loadLanguage('en');
    }
  });

  it('says no fee beside Register for a free tournament', async () => {
    await openTournament('t-pubg-weekly');
    expect(registerButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/taken from your credits/)).toBeNull();
  });

  it("'Failed to register for the tournament' when the check-in answers nothing", async () => {
    // A gamenow user keeps access when the failed token refresh clears the session, so the page stays.
    const gamenow = await world.mock.login(SEEDED.gamenow, 'gamenow');
    world.session = {
      ...world.session,
      msisdn: gamenow.msisdn,
      accessToken: gamenow.token,
      gamesNowRef: 'true',
    };
    const { user } = await openTournament('t-pubg-weekly');
    await world.mock.fault('tournamentCheckin', { status: 401 });
    await world.mock.fault('generateToken', { status: 500 });
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToRegister);
  });

  it('does not check in when the fresh details say registration has closed', async () => {
    const active = await world.mock.login(SEEDED.withStreak);
    world.session = { ...world.session, msisdn: active.msisdn, accessToken: active.token };
    const { user } = await openTournament('t-pubg-weekly');
    await user.type(uid()!, '5123456');
    await user.type(nick()!, 'Sniper');
    await world.mock.advanceDays(5);
    await user.click(registerButton());
    expect(await screen.findByRole('button', { name: MESSAGES.registrationsClosed })).toBeDisabled();
    expect(screen.getByRole('link', { name: MESSAGES.viewHighlights })).toBeInTheDocument();
    expect(nick()).toBeDisabled();
    expect(await world.mock.calls('tournamentCheckin')).toBe(0);
  });
});
