import { Route, Routes } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths, type RouteName } from '@/config/paths';
import { RequireAccess } from '@/lib/auth';
import { useHydrated } from '@/lib/hydration';
import { loadSection, type CatalogueSection } from '@/lib/i18n';
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
  /**
   * The section of the catalogue its page shows beyond the index (src/lib/i18n.tsx): loaded with its chunk,
   * before its first render. src/app/route-sections.test.ts checks it against the texts its features use.
   */
  section?: CatalogueSection;
}

const page = (
  name: AppRoute['name'],
  load: () => Promise<{ default: React.ComponentType }>,
  { section, ...options }: Partial<Pick<AppRoute, 'guarded' | 'prerender' | 'section'>> = {},
): AppRoute => ({
  name,
  path: name === 'notFound' ? '*' : paths[name].path,
  Page: lazyPage(
    section ? () => Promise.all([load(), loadSection(section)]).then(([module]) => module) : load,
  ),
  prerender: options.prerender ?? 'page',
  guarded: options.guarded,
  section,
});

export const APP_ROUTES: readonly AppRoute[] = [
  page('home', () => import('./routes/home')),
  page('dailyGamingTasks', () => import('./routes/daily-gaming-tasks'), { section: 'pages' }),
  page('gameChallenges', () => import('./routes/game-challenges'), { prerender: 'shell', section: 'pages' }),
  page('highlights', () => import('./routes/highlights'), { section: 'pages' }),
  page('gameHighlights', () => import('./routes/game-highlights'), { prerender: 'shell', section: 'pages' }),
  page('tournaments', () => import('./routes/tournaments')),
  page('rewards', () => import('./routes/rewards'), { section: 'pages' }),
  page('leaderboard', () => import('./routes/leaderboard'), { section: 'pages' }),
  page('completed', () => import('./routes/completed'), { section: 'pages' }),
  page('faqs', () => import('./routes/faqs'), { section: 'info' }),
  page('unsubscribe', () => import('./routes/unsubscribe'), { prerender: 'shell', section: 'pages' }),
  page('learnWin', () => import('./routes/learn-win'), { section: 'info' }),
  page('thankYou', () => import('./routes/thank-you'), { prerender: 'shell', section: 'pages' }),
  page('termsService', () => import('./routes/terms-service'), { section: 'info' }),
  page('aimTrain', () => import('./routes/aim-train'), { prerender: 'shell', section: 'pages' }),
  page('tasks', () => import('./routes/tasks'), { guarded: true, section: 'pages' }),
  page('joinTournament', () => import('./routes/join-tournament'), { guarded: true, prerender: 'shell' }),
  page('redeem', () => import('./routes/redeem'), { guarded: true, prerender: 'shell', section: 'pages' }),
  page('profile', () => import('./routes/profile'), { guarded: true, section: 'pages' }),
  page('editProfile', () => import('./routes/edit-profile'), { guarded: true, section: 'pages' }),
  page('notFound', () => import('./routes/not-found'), { section: 'info' }),
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
