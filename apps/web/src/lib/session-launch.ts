import type { SessionName } from '@/lib/session';

// What a visit starts with (spec section 4, "Login"): the address's query and the session storage of the
// tab. Pure: the session (lib/auth.tsx) and the document's inline bootstrap (src/app/bootstrap.ts), which
// starts the login before the app's scripts have arrived, decide with the same rules.

/** What the page was opened with: `a` (msisdn), `refferer`/`referer`, and `r`. */
export interface LaunchParams {
  readonly msisdn: string | null;
  readonly referrer: string | null;
  /** r=1: close popups and go to /rewards. */
  readonly toRewards: boolean;
}

export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  const value = (name: string) => {
    const v = params.get(name)?.trim();
    return v ? v : null;
  };
  return {
    msisdn: value('a'),
    referrer: value('refferer') ?? value('referer'),
    toRewards: params.get('r') === '1',
  };
}

/** Reads one session key (null when absent). */
export type SessionReader = (name: SessionName) => string | null;

/** A session with an msisdn and a token is logged in: it asks for no new token. */
export const isLoggedInSession = (read: SessionReader): boolean =>
  Boolean(read('msisdn') && read('accessToken'));

/**
 * The token request a visit makes at start, or null: none when the session is logged in, else one for the
 * query's msisdn or the one kept in the session, with the query's referrer or the one kept in the session.
 */
export function loginAtStart(
  launch: LaunchParams,
  read: SessionReader,
): { msisdn: string; referrer: string | null } | null {
  if (isLoggedInSession(read)) return null;
  const msisdn = launch.msisdn ?? read('msisdn');
  return msisdn === null ? null : { msisdn, referrer: launch.referrer ?? read('refferer') };
}
