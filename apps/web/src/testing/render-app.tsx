import { SESSION_KEYS } from '@esr/sdk';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { configureApi } from '@/lib/api';
import { createAppQueryClient } from '@/lib/query';
import type { SessionName } from '@/lib/session';
import { wiredFetch, type AnswerRewrites, type SentCall } from './api-wire';
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

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** Every call the app made, with the JSON body it sent. */
  sent: SentCall[];
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
  configureApi({ baseUrl: `${baseUrl}/api`, fetch: wiredFetch(base, rewrites, sent) });
  for (const [name, value] of Object.entries(session)) {
    if (value !== undefined) sessionStorage.setItem(SESSION_KEYS[name as SessionName], value);
  }
  setViewportWidth(width);
  window.history.replaceState(null, '', route);

  const queryClient = createAppQueryClient({ retry: false });
  const router = createAppRouter();
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, user, router, queryClient, sent };
}
