import { COPY, MESSAGES, shortenLeaderboardName } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rewriteData, withoutFields, type AnswerRewrites, holdAnswers } from '@/testing/api-wire';
import { translator } from '@/lib/i18n';
import { LEADERBOARD_TITLE } from './leaderboard-page';
import { createMockSession, type MockSession, type TestSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';

// /leaderboard (spec sections 2, 5 and 8) against the real mock server. The default seed has a dozen
// leaderboard players, some with long names.

let mock: MockSession;
let session: TestSession;

beforeEach(async () => {
  mock = await createMockSession();
  session = await mock.session();
});

function openLeaderboard(width = DESKTOP_WIDTH, rewrites: AnswerRewrites = {}) {
  return renderApp({ route: '/leaderboard', mockSessionId: mock.id, session, width, rewrites });
}

/** The leaderboard as the operator's backend answers it: the spec's fields only, no `rank`. */
const withoutRank: AnswerRewrites = { 'GET /leaderboard': rewriteData((d) => withoutFields(d, ['rank'])) };

async function entries(): Promise<Schemas['LeaderboardEntry'][]> {
  const { data } = await mock.api(session.accessToken!).GET('/leaderboard');
  if (!data) throw new Error('no leaderboard');
  return data.data;
}

/** A number as the page writes it: Intl's, grouped ('98,000', issue 39). */
const grouped = (n: number) => new Intl.NumberFormat('en-US').format(n);

const podium = () => screen.findByRole('list', { name: 'Top 3' });
const rankings = () => screen.findByRole('list', { name: 'Rankings' });

describe('/leaderboard', () => {
  it('invites a visitor to subscribe instead of a failure, without calling the API', async () => {
    await expectVisitorInvited(mock, '/leaderboard', [translator()(LEADERBOARD_TITLE)], ['getLeaderboard']);
  });

  it("shows the 'Leaderboard' title", async () => {
    openLeaderboard();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Leaderboard');
    await waitFor(() => expect(document.title).toMatch(/^Leaderboard/));
  });

  it("shows 'Loading...' until the ranking is in", async () => {
    const release = holdAnswers('GET /leaderboard');
    openLeaderboard();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect(await screen.findByRole('list', { name: 'Top 3' })).toBeInTheDocument();
  });

  it.each([
    ['with', {}],
    ['without', withoutRank],
  ])(
    'puts the top 3 on the podium in order, the first with a crown (answers %s rank)',
    async (_c, rewrites) => {
      const all = await entries();
      openLeaderboard(PHONE_WIDTH, rewrites);
      const places = within(await podium()).getAllByRole('listitem');
      expect(places).toHaveLength(3);
      places.forEach((place, index) => {
        const entry = all[index]!;
        expect(place).toHaveTextContent(`Rank ${index + 1}`);
        expect(place).toHaveTextContent(shortenLeaderboardName(entry.name, entry.username));
        expect(place).toHaveTextContent(`${grouped(entry.score)} Credits`);
      });
      expect(all[0]!.score).toBeGreaterThanOrEqual(1000);
      expect(places[0]).not.toHaveTextContent(String(all[0]!.score));
      expect(within(places[0]!).getByRole('img', { name: 'Crown' })).toBeInTheDocument();
      expect(within(places[1]!).queryByRole('img', { name: 'Crown' })).toBeNull();
      expect(within(places[2]!).queryByRole('img', { name: 'Crown' })).toBeNull();
      expect(screen.getAllByRole('img', { name: 'Crown' })).toHaveLength(1);
    },
  );

  it("shortens names to 9 characters plus '..'", async () => {
    openLeaderboard();
    const places = within(await podium()).getAllByRole('listitem');
    // 'Muhammad Abdullah Khan' (rank 1) and 'Ayesha' (rank 2) in the default seed.
    expect(places[0]).toHaveTextContent('Muhammad ..');
    expect(places[0]).not.toHaveTextContent('Muhammad Abdullah');
    expect(places[1]).toHaveTextContent('Ayesha');
    expect(places[1]).not.toHaveTextContent('Ayesha..');
    expect(within(await rankings()).getByRole('button', { name: /Zainab Fa\.\./ })).toBeInTheDocument();
  });

  it('lists rank 4 onwards, each with details behind a disclosure button', async () => {
    const all = await entries();
    const rest = all.slice(3);
    expect(rest.length).toBeGreaterThan(0);
    const { user } = openLeaderboard(DESKTOP_WIDTH, withoutRank);
    const rows = within(await rankings()).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-rank'))).toEqual(rest.map((_e, i) => String(i + 4)));
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual(
      rest.map(
        (e, i) => `Rank ${i + 4}${shortenLeaderboardName(e.name, e.username)}${grouped(e.score)} Credits`,
      ),
    );
    expect(rows[0]).toHaveTextContent('Rank 4');

    // Zainab has played a tournament in the seed, so the details are not all zero.
    const entry = rest.find((e) => e.total_tournaments > 0)!;
    const row = rows[rest.indexOf(entry)]!;
    const toggle = within(row).getByRole('button', {
      name: new RegExp(shortenLeaderboardName(entry.name, entry.username).replace(/\./g, '\\.')),
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    const value = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(COPY.leaderboardCredits)).toBe(grouped(entry.score));
    expect(value(COPY.leaderboardTournamentsPlayed)).toBe(grouped(entry.total_tournaments));
    expect(value(COPY.leaderboardPriceRedeemed)).toBe(grouped(entry.redeemed_items));
    expect(value(COPY.leaderboardCompletedChallenges)).toBe(grouped(entry.total_challenges));
    expect(value(COPY.leaderboardTournamentsPlayed)).toBe('1');
    // Only the opened row shows its details.
    expect(
      rows
        .filter((r) => r !== row)
        .every((r) => within(r).getByRole('button').getAttribute('aria-expanded') === 'false'),
    ).toBe(true);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it("ranks by the answer's order, whatever a designed rank field says", async () => {
    const all = await entries();
    // Two players with one username (the spec does not say usernames are unique) and ranks that lie.
    const twins = all.map((entry, i) => ({
      ...entry,
      rank: 99 - i,
      username: i < 2 ? 'twin' : entry.username,
    }));
    openLeaderboard(DESKTOP_WIDTH, { 'GET /leaderboard': rewriteData(() => twins) });
    const places = within(await podium()).getAllByRole('listitem');
    expect(places.map((place) => place.getAttribute('data-rank'))).toEqual(['1', '2', '3']);
    expect(within(places[0]!).getByRole('img', { name: 'Crown' })).toBeInTheDocument();
    expect(places[0]).toHaveTextContent(`${grouped(all[0]!.score)} Credits`);
    const rows = within(await rankings()).getAllByRole('listitem');
    expect(rows).toHaveLength(all.length - 3);
    expect(rows.at(-1)).toHaveTextContent(`Rank ${all.length}`);
  });

  it('shows a short ranking on the podium only', async () => {
    await mock.control.POST('/reset', { body: { seed: 'empty' } });
    await mock.control.POST('/subscribers', { body: { msisdn: session.msisdn!, status: 'active' } });
    session.accessToken = (await mock.login(session.msisdn)).token;
    openLeaderboard();
    const places = within(await podium()).getAllByRole('listitem');
    expect(places).toHaveLength(1);
    expect(within(places[0]!).getByRole('img', { name: 'Crown' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rankings' })).toBeNull();
  });
});

describe('/leaderboard failures (spec section 8)', () => {
  it("an error status shows 'Failed to fetch leaderboard data'", async () => {
    await mock.fault('getLeaderboard', { status: 500 });
    openLeaderboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch leaderboard data$/);
    expect(screen.queryByRole('list', { name: 'Top 3' })).toBeNull();
  });

  it("a call that answers nothing shows 'Failed to load leaderboard.'", async () => {
    await mock.fault('getLeaderboard', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    openLeaderboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load leaderboard\.$/);
  });
});
