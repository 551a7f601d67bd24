import { decodeAccessToken, requestAccessToken } from '@esr/sdk';
import { isGamenowReferrer } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { env } from '@/config/env';
import { api } from '@/lib/api';
import { leaveTo } from '@/lib/external-navigation';
import { useHydrated } from '@/lib/hydration';
import { queryKeys } from '@/lib/query-keys';
import {
  readSession,
  useSessionItem,
  useSessionVersion,
  writeSession,
  writeSessionFlag,
  type SessionName,
} from '@/lib/session';
import { isLoggedInSession, loginAtStart, readLaunchParams, type LaunchParams } from '@/lib/session-launch';

// Login and session (spec sections 4 "Login" and 6), in one place. See docs/decisions/0501.

export type SessionStatus = 'checking' | 'subscriber' | 'visitor';

/**
 * The login of a visit (spec section 4): a token for `msisdn`, kept in the session with the msisdn. A query,
 * so that it runs once per number: the session asks for it, and src/app/first-screen.ts starts it as soon as
 * the app has hydrated. A failed login is not tried again (the session then goes to the landing page).
 */
export const loginQuery = (msisdn: string | null, referrer: string | null) =>
  queryOptions({
    queryKey: queryKeys.login(msisdn, referrer),
    queryFn: async () => {
      const newToken = await requestAccessToken(api, msisdn ?? '', referrer);
      writeSession('accessToken', newToken);
      writeSession('msisdn', msisdn ?? '');
      return newToken;
    },
    retry: false,
    retryOnMount: false,
    staleTime: Infinity,
  });

export interface Session {
  /** 'checking' while the token is being requested at start. */
  readonly status: SessionStatus;
  /** msisdn in the session and a token exists. */
  readonly isLoggedIn: boolean;
  /** Arrived through the gamenow partner (session flag gamesNowRef). */
  readonly isGamenow: boolean;
  /** Logged in, or a gamenow user: may open the pages that accept the gamenow flag. */
  readonly hasAccess: boolean;
  readonly msisdn: string | null;
  /** The token's `gn` claim: 1 makes Redeem open the Jazz-number prompt (spec section 6). */
  readonly gn: 0 | 1;
  readonly launch: LaunchParams;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The address's referrer, kept for the session it logs in (spec section 4: a gamenow referrer sets a
 * flag and counts as logged in). A tab already logged in asks for no token and keeps what it logged
 * in with: a `?refferer=gamenow` link opened in it would otherwise take its Unsubscribe and Logout
 * away, and make its next token a partner's (decision 1100).
 */
function rememberReferrer(launch: LaunchParams): void {
  if (!launch.referrer || isLoggedInSession(readSession)) return;
  writeSession('refferer', launch.referrer);
  if (isGamenowReferrer(launch.referrer)) writeSessionFlag('gamesNowRef');
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Read once: later navigations drop the query, the session keeps what it said.
  const [launch] = useState(() => {
    const params = readLaunchParams(location.search);
    rememberReferrer(params);
    return params;
  });
  useSessionVersion();
  // The prerendered HTML knows no session: hydration renders it as 'checking', like the build did, and
  // the session is read in the render right after (lib/hydration.tsx).
  const hydrated = useHydrated();
  const read = (name: SessionName) => (hydrated ? readSession(name) : null);

  const storedMsisdn = read('msisdn');
  const token = read('accessToken');
  const isLoggedIn = isLoggedInSession(read);
  const isGamenow = read('gamesNowRef') === 'true';
  // The same request the document's bootstrap sent at parse (src/app/bootstrap.ts): its answer is used.
  const start = hydrated ? loginAtStart(launch, read) : null;
  const loginMsisdn = start?.msisdn ?? null;
  const referrer = start?.referrer ?? null;

  // A login that failed already (src/app/first-screen.ts starts it) is not sent again: its error stands.
  const login = useQuery({
    ...loginQuery(loginMsisdn, referrer),
    enabled: (query) => loginMsisdn !== null && query.state.status !== 'error',
  });

  // 'No access token received' (or any failed login): silently, then the landing page.
  const loginFailed = login.isError && !isLoggedIn;
  useEffect(() => {
    if (loginFailed && !isGamenow) leaveTo(env.VITE_LANDING_URL);
  }, [loginFailed, isGamenow]);

  const status: SessionStatus = isLoggedIn
    ? 'subscriber'
    : !hydrated || (loginMsisdn !== null && login.isPending)
      ? 'checking'
      : 'visitor';

  const session = useMemo<Session>(
    () => ({
      status,
      isLoggedIn,
      isGamenow,
      hasAccess: isLoggedIn || isGamenow,
      msisdn: isLoggedIn ? storedMsisdn : null,
      gn: decodeAccessToken(token)?.gn === 1 ? 1 : 0,
      launch,
    }),
    [status, isLoggedIn, isGamenow, storedMsisdn, token, launch],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * Whether a page may read the API now: not while the token is being requested (the first calls must carry
 * it), and never for a visitor (not logged in, not a gamenow user, no token), whose calls could only fail:
 * their pages invite them to subscribe instead (decisions 0550, 0580). A token alone still reads.
 */
export function useReadAccess(): { enabled: boolean; visitor: boolean } {
  const { status, hasAccess } = useSession();
  const token = useSessionItem('accessToken');
  const visitor = status === 'visitor' && !hasAccess && token === null;
  return { enabled: status !== 'checking' && !visitor, visitor };
}

/** Sends visitors to the external landing page (spec section 6). */
export function goToLanding(): void {
  leaveTo(env.VITE_LANDING_URL);
}

/**
 * For actions that need a subscriber (Redeem, a game-challenge submission): answers true when the user
 * may go on; otherwise sends them to the landing page and answers false.
 */
export function useRequireAccess(): () => boolean {
  const { hasAccess } = useSession();
  return () => {
    if (hasAccess) return true;
    goToLanding();
    return false;
  };
}

/**
 * Route guard for the pages the spec restricts (/tasks, /join-tournament, /redeem, /profile and
 * /edit-profile): subscribers and gamenow users pass; visitors go to the landing page.
 */
export function RequireAccess() {
  const { status, hasAccess } = useSession();
  const mustLeave = status !== 'checking' && !hasAccess;
  useEffect(() => {
    if (mustLeave) goToLanding();
  }, [mustLeave]);
  if (!hasAccess) return <Loading />;
  return <Outlet />;
}
