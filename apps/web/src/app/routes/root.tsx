import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useNavigate, useRouteError } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { DailyFlowProvider } from '@/features/daily-checkin/components/daily-flow-provider';
import { useProfile } from '@/lib/queries/get-profile';
import { SessionProvider, useSession } from '@/lib/auth';
import { useDailyFlow } from '@/lib/daily-flow';

// Development builds get the scenario switcher (features/dev-tools); production builds drop it, chunk and all.
const ScenarioSwitcher =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(async () => ({
        default: (await import('@/features/dev-tools/scenario-switcher')).ScenarioSwitcher,
      }))
    : null;

function Shell() {
  const session = useSession();
  const profile = useProfile({ enabled: session.isLoggedIn });
  const { openCheckin } = useDailyFlow();
  return (
    <AppLayout
      user={{ name: profile.data?.name || profile.data?.username, profileImage: profile.data?.profileImage }}
      onCheckIn={openCheckin}
    >
      <Outlet />
      {ScenarioSwitcher && (
        <Suspense fallback={null}>
          <ScenarioSwitcher />
        </Suspense>
      )}
    </AppLayout>
  );
}

/** r=1 (spec section 4, Login): popups stay closed and the user goes to /rewards, once. */
function LaunchRedirect() {
  const { launch } = useSession();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!launch.toRewards || done.current) return;
    done.current = true;
    navigate(paths.rewards.getHref(), { replace: true });
  }, [launch.toRewards, navigate]);
  return null;
}

export function RootRoute() {
  return (
    <SessionProvider>
      <LaunchRedirect />
      <DailyFlowProvider>
        <Shell />
      </DailyFlowProvider>
    </SessionProvider>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const text = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="page">
      <ErrorMessage>{text}</ErrorMessage>
    </main>
  );
}
