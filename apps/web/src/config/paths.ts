// Every route of the app, named once (spec section 2). Build links with these, never with literals.

function withQuery(pathname: string, query: Record<string, string>): string {
  return `${pathname}?${new URLSearchParams(query).toString()}`;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  tasks: { path: '/tasks', getHref: () => '/tasks' },
  dailyGamingTasks: { path: '/daily-gaming-tasks', getHref: () => '/daily-gaming-tasks' },
  gameChallenges: {
    path: '/game-challenges',
    getHref: (gameId: string) => withQuery('/game-challenges', { gameId }),
  },
  highlights: { path: '/highlights', getHref: () => '/highlights' },
  gameHighlights: {
    path: '/game-highlights',
    getHref: (gameId: string, gameName: string) => withQuery('/game-highlights', { gameId, gameName }),
  },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
  joinTournament: {
    path: '/join-tournament',
    getHref: (tournamentId: string) => withQuery('/join-tournament', { tournamentId }),
  },
  rewards: { path: '/rewards', getHref: () => '/rewards' },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  completed: { path: '/completed', getHref: () => '/completed' },
  profile: { path: '/profile', getHref: () => '/profile' },
  editProfile: { path: '/edit-profile', getHref: () => '/edit-profile' },
  faqs: { path: '/faqs', getHref: () => '/faqs' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  learnWin: { path: '/learn-win', getHref: () => '/learn-win' },
  redeem: { path: '/redeem', getHref: () => '/redeem' },
  thankYou: { path: '/thankyou', getHref: () => '/thankyou' },
  termsService: { path: '/terms-service', getHref: () => '/terms-service' },
  aimTrain: { path: '/aim-train', getHref: () => '/aim-train' },
} as const;

export type RouteName = keyof typeof paths;
