import { screen, within } from '@testing-library/react';
import type { OperationId } from '@esr/sdk';
import { expect } from 'vitest';
import { VISITOR_INVITE_ACTION, visitorInviteText } from '@/components/ui/visitor-invite';
import { env } from '@/config/env';
import type { MockSession } from './mock-server';
import { DESKTOP_WIDTH, renderApp } from './render-app';

/**
 * Opens `route` as a visitor (no login, no token) and expects each of `invites` to invite them to
 * subscribe, with the landing page's link, no failure text, and none of `operations` called (decision 0580).
 */
export async function expectVisitorInvited(
  mock: MockSession,
  route: string,
  invites: readonly string[],
  operations: readonly OperationId[],
): Promise<void> {
  renderApp({ route, mockSessionId: mock.id, width: DESKTOP_WIDTH });
  for (const what of invites) {
    const text = await screen.findByText(visitorInviteText(what), { exact: false });
    expect(within(text).getByRole('link', { name: VISITOR_INVITE_ACTION })).toHaveAttribute(
      'href',
      env.VITE_LANDING_URL,
    );
  }
  expect(screen.queryByText(/failed|error/i)).not.toBeInTheDocument();
  for (const operation of operations) expect(await mock.calls(operation), operation).toBe(0);
}
