import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '@/lib/query';
import { createMockSession } from '@/testing/mock-server';
import { ScenarioSwitcher } from './scenario-switcher';
import { DriftReport } from './drift-section';

describe('the scenario switcher’s contract drift', () => {
  it('says the mock answers when the server is not proxying (the real control API)', async () => {
    const mock = await createMockSession();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createAppQueryClient({ retry: false })}>
        <ScenarioSwitcher client={mock.control} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Scenarios' }));
    const section = screen.getByRole('region', { name: 'Contract drift' });
    expect(await within(section).findByText(/The mock answers \/api/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Clear drift' })).not.toBeInTheDocument();
  });

  it('lists the newest violation first with its status, operation, direction, pointer and message', () => {
    render(
      <DriftReport
        drift={{
          mode: 'proxy',
          upstream: 'https://staging.example.pk',
          strict: true,
          entries: [
            {
              time: '2026-11-23T10:00:00.000Z',
              operationId: 'getProfile',
              method: 'GET',
              path: '/api/v1/user/profile',
              status: 200,
              direction: 'response',
              pointer: '/body/credits',
              message: 'is missing (required)',
            },
            {
              time: '2026-11-23T10:00:01.000Z',
              operationId: 'listTournaments',
              method: 'GET',
              path: '/api/v1/tournaments/all',
              status: 418,
              direction: 'response',
              pointer: '/status',
              message: '418 is not a status listTournaments documents (200, 401, 500)',
            },
          ],
        }}
      />,
    );
    expect(screen.getByText(/Proxying to/)).toHaveTextContent(
      'Proxying to https://staging.example.pk (strict): 2 violations',
    );
    const items = within(screen.getByRole('list', { name: 'Contract violations' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '418 listTournaments response /status 418 is not a status listTournaments documents (200, 401, 500)',
      '200 getProfile response /body/credits is missing (required)',
    ]);
  });
});
