import type { Schemas } from '@esr/sdk';
import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import type { AnswerRewrites } from '@/testing/api-wire';
import { createMockSession, type MockSession, type TestSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';

/**
 * The /join-tournament tests' world: a fresh mock session and a logged-in subscriber before each test,
 * and the steps the tests share. The default seed's tournaments cover every case: t-pubg-weekly (open,
 * free, UID, type Credits: no e-mail), t-ff-clash (open, 500 Credits, UID and e-mail), t-cod-night (open,
 * no UID), t-pubg-live (status 2), t-ff-final (status 3), t-valorant-tbd (no start time).
 */
export function joinTournamentWorld() {
  const world = {} as { mock: MockSession; session: TestSession };
  beforeEach(async () => {
    world.mock = await createMockSession();
    world.session = await world.mock.session();
  });

  function openJoin(query: string, rewrites?: AnswerRewrites) {
    return renderApp({
      route: `/join-tournament${query}`,
      mockSessionId: world.mock.id,
      session: world.session,
      width: DESKTOP_WIDTH,
      rewrites,
    });
  }

  async function tournament(id: string): Promise<Schemas['Tournament']> {
    const found = (await world.mock.tournaments(world.session.accessToken!)).find((t) => t.tourn_id === id);
    if (!found) throw new Error(`no seeded tournament ${id}`);
    return found;
  }

  /** Opens a seeded tournament and waits for its details (`rewrites`: as another backend answers). */
  async function openTournament(id: string, rewrites?: AnswerRewrites) {
    const t = await tournament(id);
    const utils = openJoin(`?tournamentId=${id}`, rewrites);
    await screen.findByRole('heading', { level: 1, name: t.tourn_name });
    return { ...utils, tournament: t };
  }

  return { world, openJoin, tournament, openTournament };
}

/** The text of a fact (dt/dd) of the tournament's details. */
export function fact(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

export const uid = () => screen.queryByRole('textbox', { name: 'Game UID' });
export const nick = () => screen.queryByRole('textbox', { name: 'Nickname' });
export const email = () => screen.queryByRole('textbox', { name: 'Email' });

/** tournament/view as the operator's backend answers it: without the designed `registered`. */
export const WITHOUT_REGISTERED: AnswerRewrites = {
  'POST /v1/tournament/view': ({ status, body }) => {
    const answer = body as { data?: Record<string, unknown>[] };
    return {
      status,
      body: { ...answer, data: answer.data?.map(({ registered: _registered, ...tournament }) => tournament) },
    };
  },
};
