import { SESSION_KEYS } from '@esr/sdk';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  BrowserRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
} from 'react-router-dom';
import { App } from '@/app/app';
import { routeFor } from '@/app/router';
import { configureApi } from '@/lib/api';
import { createAppQueryClient } from '@/lib/query';
import type { SessionName } from '@/lib/session';
import { wiredFetch, type AnswerRewrites, type SentCall } from './api-wire';
import { endsWithTheTest } from './app-lifetime';
import { mockServerUrl, withMockSession } from './mock-server';
import { setViewportWidth } from './viewport';

export const PHONE_WIDTH = 360;
export const DESKTOP_WIDTH = 1280;

export interface RenderAppOptions {
  /** The URL to open, e.g. '/?a=923001234567' or '/tasks'. */
  route?: string;
  /** Session storage before the app starts, by SESSION_KEYS name: { accessToken, msisdn, gamesNowRef... }. */
  session?: Partial<Record<SessionName, string>>;
  /** The mock-server session (x-mock-session) the app's calls belong to; see createMockSession(). */
  mockSessionId?: string;
  /** Viewport width in px (default: a 360 px phone). */
  width?: number;
  /** Answers rewritten as another backend would give them (testing/api-wire.ts). */
  rewrites?: AnswerRewrites;
}

/** The app's router as tests drive it: where it is, and a way to go somewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string, options?: NavigateOptions): Promise<void>;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  router: TestRouter;
  queryClient: QueryClient;
  /** Every call the app made, with the JSON body it sent. */
  sent: SentCall[];
}

/** Reports the router's location and navigate function to the test, after every render. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

function createTestRouter(): { router: TestRouter; Router: (props: { children: ReactNode }) => ReactNode } {
  let location: Location | null = null;
  let navigate: NavigateFunction | null = null;
  const onRender = (nextLocation: Location, nextNavigate: NavigateFunction) => {
    location = nextLocation;
    navigate = nextNavigate;
  };
  const router: TestRouter = {
    state: {
      get location() {
        if (!location) throw new Error('the app has not rendered yet');
        return location;
      },
    },
    async navigate(to, options) {
      if (!navigate) throw new Error('the app has not rendered yet');
      await navigate(to, options);
    },
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <BrowserRouter>
      <RouterProbe onRender={onRender} />
      {children}
    </BrowserRouter>
  );
  return { router, Router };
}

/**
 * Renders the real app (router, providers, shell) at `route`, talking to the real mock server under the
 * given mock session. Use it for every integration test of a page.
 */
export function renderApp({
  route = '/',
  session = {},
  mockSessionId,
  width = PHONE_WIDTH,
  rewrites = {},
}: RenderAppOptions = {}): RenderAppResult {
  const baseUrl = mockServerUrl();
  const sent: SentCall[] = [];
  const base: typeof fetch = mockSessionId
    ? withMockSession(mockSessionId)
    : (input, init) => globalThis.fetch(input, init);
  configureApi({ baseUrl: `${baseUrl}/api`, fetch: endsWithTheTest(wiredFetch(base, rewrites, sent)) });
  for (const [name, value] of Object.entries(session)) {
    if (value !== undefined) sessionStorage.setItem(SESSION_KEYS[name as SessionName], value);
  }
  setViewportWidth(width);
  window.history.replaceState(null, '', route);

  const queryClient = createAppQueryClient({ retry: false });
  const { router, Router } = createTestRouter();
  const user = userEvent.setup();
  const utils = render(<App queryClient={queryClient} router={Router} />);
  return { ...utils, user, router, queryClient, sent };
}

/**
 * Loads a route's lazy page ahead of a test that navigates to it. A navigation is a transition: the old
 * page stays (and the router reports the old address) until the new page's module is in, and compiling
 * it cold in a busy test run can take longer than a wait allows.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return routeFor(pathname).Page.preload();
}
