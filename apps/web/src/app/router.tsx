import { Route, Routes } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths, type RouteName } from '@/config/paths';
import { RequireAccess } from '@/lib/auth';
import { useHydrated } from '@/lib/hydration';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootRoute } from './routes/root';

// The declarative router (<Routes>), not the data router: 16 KB less gzipped on every page for the same
// pages, lazy chunks and guards (decision 0960 has the measurements).

export interface AppRoute {
  name: RouteName | 'notFound';
  path: string;
  Page: LazyPage;
  /** Spec section 6: visitors go to the landing page; subscribers and gamenow users pass. */
  guarded?: boolean;
  /**
   * What the prerendered HTML of the route holds: 'page' is the page as a visitor first sees it;
   * 'shell' is the layout with a loading state, for pages drawn from the address's query or the history
   * state, which the build cannot know (they render right after hydration).
   */
  prerender: 'page' | 'shell';
}

const page = (
  name: AppRoute['name'],
  load: () => Promise<{ default: React.ComponentType }>,
  options: Partial<Pick<AppRoute, 'guarded' | 'prerender'>> = {},
): AppRoute => ({
  name,
  path: name === 'notFound' ? '*' : paths[name].path,
  Page: lazyPage(load),
  prerender: options.prerender ?? 'page',
  guarded: options.guarded,
});

export const APP_ROUTES: readonly AppRoute[] = [
  page('home', () => import('./routes/home')),
  page('dailyGamingTasks', () => import('./routes/daily-gaming-tasks')),
  page('gameChallenges', () => import('./routes/game-challenges'), { prerender: 'shell' }),
  page('highlights', () => import('./routes/highlights')),
  page('gameHighlights', () => import('./routes/game-highlights'), { prerender: 'shell' }),
  page('tournaments', () => import('./routes/tournaments')),
  page('rewards', () => import('./routes/rewards')),
  page('leaderboard', () => import('./routes/leaderboard')),
  page('completed', () => import('./routes/completed')),
  page('faqs', () => import('./routes/faqs')),
  page('unsubscribe', () => import('./routes/unsubscribe'), { prerender: 'shell' }),
  page('learnWin', () => import('./routes/learn-win')),
  page('thankYou', () => import('./routes/thank-you'), { prerender: 'shell' }),
  page('termsService', () => import('./routes/terms-service')),
  page('aimTrain', () => import('./routes/aim-train'), { prerender: 'shell' }),
  page('tasks', () => import('./routes/tasks'), { guarded: true }),
  page('joinTournament', () => import('./routes/join-tournament'), { guarded: true, prerender: 'shell' }),
  page('redeem', () => import('./routes/redeem'), { guarded: true, prerender: 'shell' }),
  page('profile', () => import('./routes/profile'), { guarded: true }),
  page('editProfile', () => import('./routes/edit-profile'), { guarded: true }),
  page('notFound', () => import('./routes/not-found')),
];

const NOT_FOUND = APP_ROUTES[APP_ROUTES.length - 1]!;

/** The route that answers a pathname (a trailing slash is the same page); the not-found page otherwise. */
export function routeFor(pathname: string): AppRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  return APP_ROUTES.find((route) => route.path === path) ?? NOT_FOUND;
}

/** A 'shell' route shows a loading state until hydration is over, as its prerendered HTML does. */
function RouteElement({ route }: { route: AppRoute }) {
  const hydrated = useHydrated();
  if (route.prerender === 'shell' && !hydrated) return <Loading />;
  return <route.Page />;
}

const element = (route: AppRoute) => <RouteElement route={route} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootRoute />}>
        {APP_ROUTES.filter((route) => !route.guarded).map((route) =>
          route.path === '/' ? (
            <Route key={route.name} index element={element(route)} />
          ) : (
            <Route key={route.name} path={route.path} element={element(route)} />
          ),
        )}
        <Route element={<RequireAccess />}>
          {APP_ROUTES.filter((route) => route.guarded).map((route) => (
            <Route key={route.name} path={route.path} element={element(route)} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
