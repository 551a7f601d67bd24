import { Component, lazy, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { DailyFlowProvider } from '@/features/daily-checkin/components/daily-flow-provider';
import { useProfile } from '@/lib/queries/get-profile';
import { SessionProvider, useSession } from '@/lib/auth';
import { useDailyFlow } from '@/lib/daily-flow';
import { OfflineNotice } from '../offline';
import { useNewVersionOnNavigation } from '../service-worker-registration';

// Development builds get the scenario switcher (features/dev-tools); production builds drop it, chunk and all.
const ScenarioSwitcher =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(async () => ({
        default: (await import('@/features/dev-tools/scenario-switcher')).ScenarioSwitcher,
      }))
    : null;

interface PageErrorBoundaryState {
  error: Error | null;
}

/** A page's failure in the active language: an ApiError's message, else 'Something went wrong.'. */
function PageError({ error }: { error: Error }) {
  const t = useT();
  return <ErrorMessage>{t.message(errorMessage(error, 'messages.somethingWentWrong'))}</ErrorMessage>;
}

/** A page that throws while rendering shows its message in place of the page; the layout stays. */
class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page">
        <PageError error={this.state.error} />
      </div>
    );
  }
}

function Shell() {
  const session = useSession();
  const profile = useProfile({ enabled: session.isLoggedIn });
  const { openCheckin } = useDailyFlow();
  const { pathname } = useLocation();
  useNewVersionOnNavigation();
  return (
    <AppLayout
      user={{ name: profile.data?.name || profile.data?.username, profileImage: profile.data?.profileImage }}
      onCheckIn={openCheckin}
    >
      {/* Keyed by the path: an error on one page is gone once the user goes to another. */}
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <OfflineNotice />
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
