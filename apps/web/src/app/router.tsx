import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { RequireAccess } from '@/lib/auth';
import { RootErrorBoundary, RootRoute } from './routes/root';

type RouteModule = { default: React.ComponentType };

/** Every page is its own chunk: route modules default-export their page component. */
function lazyPage(load: () => Promise<RouteModule>): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/home')) },
      { path: paths.dailyGamingTasks.path, lazy: lazyPage(() => import('./routes/daily-gaming-tasks')) },
      { path: paths.gameChallenges.path, lazy: lazyPage(() => import('./routes/game-challenges')) },
      { path: paths.highlights.path, lazy: lazyPage(() => import('./routes/highlights')) },
      { path: paths.gameHighlights.path, lazy: lazyPage(() => import('./routes/game-highlights')) },
      { path: paths.tournaments.path, lazy: lazyPage(() => import('./routes/tournaments')) },
      { path: paths.rewards.path, lazy: lazyPage(() => import('./routes/rewards')) },
      { path: paths.leaderboard.path, lazy: lazyPage(() => import('./routes/leaderboard')) },
      { path: paths.completed.path, lazy: lazyPage(() => import('./routes/completed')) },
      { path: paths.faqs.path, lazy: lazyPage(() => import('./routes/faqs')) },
      { path: paths.unsubscribe.path, lazy: lazyPage(() => import('./routes/unsubscribe')) },
      { path: paths.learnWin.path, lazy: lazyPage(() => import('./routes/learn-win')) },
      { path: paths.thankYou.path, lazy: lazyPage(() => import('./routes/thank-you')) },
      { path: paths.termsService.path, lazy: lazyPage(() => import('./routes/terms-service')) },
      { path: paths.aimTrain.path, lazy: lazyPage(() => import('./routes/aim-train')) },
      {
        // Spec section 6: visitors go to the landing page; subscribers and gamenow users pass.
        element: <RequireAccess />,
        children: [
          { path: paths.tasks.path, lazy: lazyPage(() => import('./routes/tasks')) },
          { path: paths.joinTournament.path, lazy: lazyPage(() => import('./routes/join-tournament')) },
          { path: paths.redeem.path, lazy: lazyPage(() => import('./routes/redeem')) },
          { path: paths.profile.path, lazy: lazyPage(() => import('./routes/profile')) },
          { path: paths.editProfile.path, lazy: lazyPage(() => import('./routes/edit-profile')) },
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
