import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/lib/api';
import { SessionProvider, useSession } from '@/lib/auth';
import { createAppQueryClient } from '@/lib/query';
import { createMockSession, mockServerUrl, withMockSession, type MockSession } from '@/testing/mock-server';

function Probe() {
  const session = useSession();
  return (
    <p>
      status={session.status} gn={session.gn} gamenow={String(session.isGamenow)} access=
      {String(session.hasAccess)}
    </p>
  );
}

function renderSession(route: string, mock: MockSession) {
  configureApi({ baseUrl: `${mockServerUrl()}/api`, fetch: withMockSession(mock.id) });
  return render(
    <QueryClientProvider client={createAppQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[route]}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let mock: MockSession;
beforeEach(async () => {
  mock = await createMockSession();
});

describe('useSession', () => {
  it('exposes gn = 1 from the token of a gamenow user', async () => {
    renderSession(`/?a=${mock.subscriber}&refferer=gamenow`, mock);
    expect(await screen.findByText('status=subscriber gn=1 gamenow=true access=true')).toBeInTheDocument();
  });

  it('exposes gn = 0 for other subscribers', async () => {
    renderSession(`/?a=${mock.subscriber}`, mock);
    expect(await screen.findByText('status=subscriber gn=0 gamenow=false access=true')).toBeInTheDocument();
  });

  it('is checking while the token is requested, then a visitor when it fails', async () => {
    renderSession('/?a=920000000000', mock);
    expect(screen.getByText(/status=checking/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/status=visitor/)).toBeInTheDocument());
  });
});
