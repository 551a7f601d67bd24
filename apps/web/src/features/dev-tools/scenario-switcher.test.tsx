import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppQueryClient } from '@/lib/query';
import { createMockSession, type MockSession } from '@/testing/mock-server';
import { faultChoices, ScenarioSwitcher } from './scenario-switcher';

// The development scenario switcher, against the real mock server's control API (its own session).

let mock: MockSession;
beforeEach(async () => {
  mock = await createMockSession();
});

function renderSwitcher() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createAppQueryClient({ retry: false })}>
      <ScenarioSwitcher client={mock.control} />
    </QueryClientProvider>,
  );
  return user;
}

describe('ScenarioSwitcher', () => {
  it('offers the failures the contract documents for an operation', () => {
    const choices = faultChoices({
      operationId: 'getLeaderboard',
      method: 'GET',
      path: '/v1/leaderboard',
      statuses: [200, 401, 500],
      noSuccess: true,
    });
    expect(choices.map((choice) => choice.label)).toEqual([
      'success: false',
      'HTTP 401',
      'HTTP 500',
      'slow (3 s)',
    ]);
  });

  it('makes an operation fail in two clicks and clears it again', async () => {
    const { token } = await mock.login();
    const user = renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Scenarios' }));
    const panel = screen.getByRole('complementary', { name: 'Scenario switcher' });
    const select = await within(panel).findByRole('combobox', { name: 'Operation' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(20));
    await user.selectOptions(select, 'getActiveStreak');
    await user.click(within(panel).getByRole('button', { name: 'HTTP 500' }));
    const faults = within(panel).getByRole('list', { name: 'Active faults' });
    expect(await within(faults).findByText('getActiveStreak: HTTP 500')).toBeInTheDocument();
    expect((await mock.api(token).GET('/v1/active-streak')).response.status).toBe(500);

    await user.click(within(faults).getByRole('button', { name: 'Clear the fault of getActiveStreak' }));
    await waitFor(() =>
      expect(within(faults).queryByText('getActiveStreak: HTTP 500')).not.toBeInTheDocument(),
    );
    expect((await mock.api(token).GET('/v1/active-streak')).response.status).toBe(200);
  });

  it('moves the clock a day forward and resets to another seed', async () => {
    const before = await mock.control.GET('/clock');
    const user = renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Scenarios' }));
    const panel = screen.getByRole('complementary', { name: 'Scenario switcher' });
    await user.click(await within(panel).findByRole('button', { name: '+1 day' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Clock +1 day');
    const after = await mock.control.GET('/clock');
    expect((after.data?.offsetMs ?? 0) - (before.data?.offsetMs ?? 0)).toBe(86_400_000);

    await user.click(await within(panel).findByRole('button', { name: 'empty' }));
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'empty' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const { data } = await mock.control.GET('/seeds');
    expect(data?.current).toBe('empty');
  });

  it('shows the request journal, newest first', async () => {
    const { token } = await mock.login();
    await mock.api(token).GET('/v1/tournaments/all');
    const user = renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Scenarios' }));
    const journal = await screen.findByRole('region', { name: 'Journal' });
    await waitFor(() =>
      expect(within(journal).getAllByRole('listitem')[0]).toHaveTextContent(
        /^200 GET \S*\/v1\/tournaments\/all$/,
      ),
    );
  });
});
