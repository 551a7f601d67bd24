import { screen, within } from '@testing-library/react';
import type { MockSession, TestSession } from './mock-server';
import { POPUPS_SEEN } from './mock-server';

// A subscriber at the top of the leaderboard, so a test can watch their credits on the podium.

/** More credits than any seeded player: rank 1. */
export const LEADER_CREDITS = 900_000;

/** A podium's score as the English page writes it: '900,000 Credits' (numbers by Intl, issue 39). */
export const creditsText = (credits: number) => `${new Intl.NumberFormat('en-US').format(credits)} Credits`;
const LEADER_MSISDN = '923001112233';

/** Creates the leader in the mock session and answers their logged-in session storage. */
export async function leaderSession(mock: MockSession): Promise<TestSession> {
  const { error } = await mock.control.POST('/subscribers', {
    body: { msisdn: LEADER_MSISDN, status: 'active', credits: LEADER_CREDITS },
  });
  if (error) throw new Error(`could not create the leader: ${JSON.stringify(error)}`);
  const { token } = await mock.login(LEADER_MSISDN);
  return { msisdn: LEADER_MSISDN, accessToken: token, ...POPUPS_SEEN };
}

/** The first place of the podium on /leaderboard (throws until it is on screen: use inside waitFor). */
export function firstPlace(): HTMLElement {
  const [first] = within(screen.getByRole('list', { name: 'Top 3' })).getAllByRole('listitem');
  if (!first) throw new Error('the podium is empty');
  return first;
}
