import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { holdAnswers } from '@/testing/api-wire';
import { PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';

// /completed (spec section 2) against the real mock server.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function openCompleted(msisdn: string, faults: () => Promise<void> = async () => undefined) {
  const { token } = await mock.login(msisdn);
  await faults();
  renderApp({
    route: '/completed',
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN },
    width: PHONE_WIDTH,
  });
  return token;
}

describe('/completed', () => {
  it('invites a visitor to subscribe instead of a failure, without calling the API', async () => {
    await expectVisitorInvited(mock, '/completed', [COPY.completedTasks], ['listCompletedTasks']);
  });

  it("lists the 'Completed Tasks', each marked CLAIMED with its credits", async () => {
    const token = await openCompleted(SEEDED.withStreak);
    const { data } = await mock.api(token).POST('/v1/completed-task/get', { body: {} });
    const tasks = data!.data;
    expect(tasks.length).toBeGreaterThan(1);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(COPY.completedTasks);
    const items = await screen.findAllByRole('heading', { level: 2 });
    expect(items.map((h) => h.textContent)).toEqual(tasks.map((t) => t.challenge_name));
    for (const [index, task] of tasks.entries()) {
      const item = items[index]!.closest('li')!;
      expect(within(item).getByText(MESSAGES.claimed)).toBeInTheDocument();
      expect(item).toHaveTextContent(MESSAGES.entryFeeCredits(task.prize));
    }
    expect(screen.queryByText(MESSAGES.noCompletedTasks)).not.toBeInTheDocument();
  });

  it("shows 'No completed tasks available' when nothing is completed yet", async () => {
    await openCompleted(SEEDED.newTrial);
    expect(await screen.findByText(MESSAGES.noCompletedTasks)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.claimed)).not.toBeInTheDocument();
  });

  it("shows 'Loading...' until the list is in", async () => {
    const release = holdAnswers('POST /v1/completed-task/get');
    await openCompleted(SEEDED.withStreak);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect((await screen.findAllByText(MESSAGES.claimed)).length).toBeGreaterThan(0);
  });

  it('shows an error when the list cannot be loaded', async () => {
    await openCompleted(SEEDED.withStreak, () => mock.fault('listCompletedTasks', { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load completed tasks$/);
    expect(screen.queryByText(MESSAGES.noCompletedTasks)).not.toBeInTheDocument();
  });
});
